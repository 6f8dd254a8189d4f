/* numcrunch: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "numcrunch"
#define COLLATZ_CAP 1000
#define HASH_A 8
#define HASH_B (-17)
#define HASH_C 69
#define HASH_M 31667
#define GCDKEY_K 12
#define FOLD_M 9040
#define SATURATE_LO (-261)
#define SATURATE_HI 33329
#define SCALE_K 82

#endif
