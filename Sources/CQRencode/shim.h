#ifndef KADO_CQRENCODE_SHIM_H
#define KADO_CQRENCODE_SHIM_H

#include <qrencode.h>

#endif
