/* yardarm: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "yardarm"
#define GCD_K 96
#define HASH_A 5
#define HASH_B 8
#define HASH_C (-25)
#define HASH_M 81485
#define OFFSET_K 568
#define SATURATE_LO (-2069)
#define SATURATE_HI 45191

#endif
