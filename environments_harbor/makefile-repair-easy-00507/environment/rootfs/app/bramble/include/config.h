/* bramble: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "bramble"
#define STEPS_CAP 1000
#define GCD_K 72

#endif
