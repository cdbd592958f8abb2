#ifndef HEARTH_CLLAMA_SHIM_H
#define HEARTH_CLLAMA_SHIM_H
#include <llama.h>
#endif
