#ifndef HEXA_PARAMS_H
#define HEXA_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef BOOST_K
#define BOOST_K (47)
#endif
#ifndef SATURATE_LO
#define SATURATE_LO (-240)
#endif
#ifndef SATURATE_HI
#define SATURATE_HI (34767)
#endif
#ifndef FOLD_M
#define FOLD_M (8460)
#endif
#ifndef OFFSET_K
#define OFFSET_K (-197)
#endif

#endif
