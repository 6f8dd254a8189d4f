/* hexwise: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "hexwise"
#define SHIFT_K (-466)
#define DIVISOR_K 18
#define SCALE_K 38

#endif
