/* vortex: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "vortex"
#define MODULO_M 3592
#define COMMON_K 36

#endif
