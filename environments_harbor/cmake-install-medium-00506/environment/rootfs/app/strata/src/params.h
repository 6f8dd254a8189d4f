#ifndef STRATA_PARAMS_H
#define STRATA_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef HASH_A
#define HASH_A (6)
#endif
#ifndef HASH_B
#define HASH_B (-2)
#endif
#ifndef HASH_C
#define HASH_C (-81)
#endif
#ifndef HASH_M
#define HASH_M (98443)
#endif
#ifndef GCD_K
#define GCD_K (42)
#endif
#ifndef DIVIDE_D
#define DIVIDE_D (9)
#endif
#ifndef ORBIT_CAP
#define ORBIT_CAP (2000)
#endif

#endif
