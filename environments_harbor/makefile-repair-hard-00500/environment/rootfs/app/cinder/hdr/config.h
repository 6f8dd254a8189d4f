/* cinder: tunable constants. */
#ifndef CONFIG_H
#define CONFIG_H

#define TOOL_NAME "cinder"
#define FOLD_M 6560
#define LIMIT_LO (-1545)
#define LIMIT_HI 11062
#define GCDKEY_K 84
#define AMPLIFY_K 28
#define NUDGE_K 475

#endif
