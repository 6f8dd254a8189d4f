/* dynamo: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "dynamo"
#define QUADRATIC_A 8
#define QUADRATIC_B 4
#define QUADRATIC_C (-22)
#define QUADRATIC_M 87798
#define COLLATZ_CAP 2000
#define SHIFT_K (-130)

#endif
