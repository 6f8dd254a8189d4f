/* rampart: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "rampart"
#define MIX_K 24252
#define NUDGE_K (-400)
#define ORBIT_CAP 1000
#define HASH_A 4
#define HASH_B (-4)
#define HASH_C 17
#define HASH_M 98419

#endif
