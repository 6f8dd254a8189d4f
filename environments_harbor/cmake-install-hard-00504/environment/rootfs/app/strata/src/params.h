#ifndef STRATA_PARAMS_H
#define STRATA_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef HASH_A
#define HASH_A (3)
#endif
#ifndef HASH_B
#define HASH_B (-2)
#endif
#ifndef HASH_C
#define HASH_C (-4)
#endif
#ifndef HASH_M
#define HASH_M (84457)
#endif
#ifndef OFFSET_K
#define OFFSET_K (637)
#endif

#endif
