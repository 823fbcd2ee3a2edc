#ifndef KADO_CSYSTEMD_SHIM_H
#define KADO_CSYSTEMD_SHIM_H

#include <systemd/sd-journal.h>

#endif
