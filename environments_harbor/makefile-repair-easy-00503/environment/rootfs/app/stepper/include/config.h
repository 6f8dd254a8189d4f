/* stepper: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "stepper"
#define OFFSET_K (-326)
#define GCD_K 24

#endif
