/* tinker: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "tinker"
#define XORKEY_K 33477
#define SHIFT_K 201
#define HASH_A 7
#define HASH_B 9
#define HASH_C (-6)
#define HASH_M 42556
#define LIMIT_LO (-1322)
#define LIMIT_HI 4577
#define DIVIDE_D 5

#endif
