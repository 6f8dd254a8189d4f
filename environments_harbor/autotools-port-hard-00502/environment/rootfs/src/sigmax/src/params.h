#ifndef SIGMAX_PARAMS_H
#define SIGMAX_PARAMS_H

/* Development defaults; the production values are passed by the build system (Makefile.am). */
#ifndef GAIN_K
#define GAIN_K (18)
#endif
#ifndef GCD_K
#define GCD_K (60)
#endif
#ifndef RING_M
#define RING_M (2949)
#endif

#endif
