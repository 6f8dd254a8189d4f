/* pylon: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "pylon"
#define SCRAMBLE_K 9574
#define MODULO_M 9930
#define REDUCE_D 10
#define BIAS_K (-292)

#endif
