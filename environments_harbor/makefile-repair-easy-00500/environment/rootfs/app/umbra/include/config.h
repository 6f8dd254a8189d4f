/* umbra: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "umbra"
#define BOOST_K 62
#define ORBIT_CAP 2000
#define DIVIDE_D 8

#endif
