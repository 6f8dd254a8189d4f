#ifndef QUILL_PARAMS_H
#define QUILL_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef SCRAMBLE_K
#define SCRAMBLE_K (4238)
#endif
#ifndef SCALE_K
#define SCALE_K (73)
#endif
#ifndef GCD_K
#define GCD_K (96)
#endif
#ifndef HASH_A
#define HASH_A (6)
#endif
#ifndef HASH_B
#define HASH_B (-10)
#endif
#ifndef HASH_C
#define HASH_C (74)
#endif
#ifndef HASH_M
#define HASH_M (87831)
#endif

#endif
