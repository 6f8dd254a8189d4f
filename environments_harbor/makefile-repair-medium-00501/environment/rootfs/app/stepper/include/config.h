/* stepper: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "stepper"
#define ORBIT_CAP 500
#define CLAMP_LO (-2331)
#define CLAMP_HI 28728

#endif
