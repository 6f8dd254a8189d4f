/* quanta: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "quanta"
#define MODULO_M 1239
#define NUDGE_K 44
#define SCRAMBLE_K 4957
#define REDUCE_D 11

#endif
