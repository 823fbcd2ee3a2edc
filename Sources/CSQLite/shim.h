#ifndef KADO_CSQLITE_SHIM_H
#define KADO_CSQLITE_SHIM_H

#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro around a function-pointer cast that Swift cannot import.
/// Binding text or blobs with it makes SQLite copy the bytes before the call returns.
static inline sqlite3_destructor_type kado_sqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

#endif
