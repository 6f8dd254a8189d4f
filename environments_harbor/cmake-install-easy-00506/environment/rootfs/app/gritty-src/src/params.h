#ifndef GRITTY_PARAMS_H
#define GRITTY_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef COLLATZ_CAP
#define COLLATZ_CAP (642)
#endif
#ifndef OFFSET_K
#define OFFSET_K (1264)
#endif
#ifndef DIVIDE_D
#define DIVIDE_D (7)
#endif

#endif
