#ifndef JOTTER_PARAMS_H
#define JOTTER_PARAMS_H

/* Development defaults; the production values are passed by the build system (Makefile.am). */
#ifndef SPLIT_D
#define SPLIT_D (13)
#endif

#endif
