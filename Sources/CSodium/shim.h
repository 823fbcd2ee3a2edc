#ifndef KADO_CSODIUM_SHIM_H
#define KADO_CSODIUM_SHIM_H

#include <sodium.h>

#endif
