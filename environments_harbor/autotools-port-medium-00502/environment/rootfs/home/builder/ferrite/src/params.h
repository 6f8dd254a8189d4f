#ifndef FERRITE_PARAMS_H
#define FERRITE_PARAMS_H

/* Development defaults; the production values are passed by the build system (Makefile.am). */
#ifndef SATURATE_LO
#define SATURATE_LO (-724)
#endif
#ifndef SATURATE_HI
#define SATURATE_HI (49456)
#endif
#ifndef AMPLIFY_K
#define AMPLIFY_K (16)
#endif
#ifndef FOLD_M
#define FOLD_M (7409)
#endif

#endif
