/* dynamo: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "dynamo"
#define WHITEN_K 56051
#define BOUND_LO (-1722)
#define BOUND_HI 43193
#define POLY_A 2
#define POLY_B 15
#define POLY_C (-4)
#define POLY_M 6936
#define DOWNSCALE_D 8

#endif
