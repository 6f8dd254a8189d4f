/* yardarm: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "yardarm"
#define MODULO_M 4200
#define OFFSET_K (-161)
#define SPLIT_D 7
#define STEPS_CAP 1000

#endif
