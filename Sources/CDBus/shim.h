#ifndef KADO_CDBUS_SHIM_H
#define KADO_CDBUS_SHIM_H

#include <dbus/dbus.h>

#endif
