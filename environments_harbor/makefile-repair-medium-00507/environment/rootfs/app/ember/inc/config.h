/* ember: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "ember"
#define GCDKEY_K 90
#define MIX_K 6430
#define WRAP_M 8020
#define GAIN_K 89

#endif
