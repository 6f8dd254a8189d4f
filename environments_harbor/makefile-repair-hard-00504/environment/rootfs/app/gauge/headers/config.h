/* gauge: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "gauge"
#define ORBIT_CAP 5000
#define GCD_K 120
#define SHIFT_K 700
#define POLY_A 4
#define POLY_B (-6)
#define POLY_C (-86)
#define POLY_M 37969
#define REDUCE_D 10

#endif
