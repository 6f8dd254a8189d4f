#ifndef QUANTA_PARAMS_H
#define QUANTA_PARAMS_H

/* Development defaults; the production values are passed by the build system (Makefile.am). */
#ifndef SCRAMBLE_K
#define SCRAMBLE_K (6363)
#endif
#ifndef SATURATE_LO
#define SATURATE_LO (-3450)
#endif
#ifndef SATURATE_HI
#define SATURATE_HI (25051)
#endif

#endif
