/* marlin: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "marlin"
#define SCRAMBLE_K 35997
#define SATURATE_LO (-1506)
#define SATURATE_HI 24171
#define WRAP_M 7326
#define HASH_A 7
#define HASH_B (-16)
#define HASH_C 21
#define HASH_M 42541

#endif
