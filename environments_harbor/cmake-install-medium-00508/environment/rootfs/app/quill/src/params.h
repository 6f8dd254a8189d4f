#ifndef QUILL_PARAMS_H
#define QUILL_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef WHITEN_K
#define WHITEN_K (56569)
#endif
#ifndef STEPS_CAP
#define STEPS_CAP (1430)
#endif
#ifndef SPLIT_D
#define SPLIT_D (4)
#endif

#endif
