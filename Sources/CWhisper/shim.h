#ifndef HEARTH_CWHISPER_SHIM_H
#define HEARTH_CWHISPER_SHIM_H
#include <whisper.h>
#endif
