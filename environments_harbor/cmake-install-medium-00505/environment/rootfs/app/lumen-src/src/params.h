#ifndef LUMEN_PARAMS_H
#define LUMEN_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef DIVIDE_D
#define DIVIDE_D (4)
#endif
#ifndef SATURATE_LO
#define SATURATE_LO (-1291)
#endif
#ifndef SATURATE_HI
#define SATURATE_HI (346)
#endif
#ifndef GCD_K
#define GCD_K (258)
#endif
#ifndef SCRAMBLE_K
#define SCRAMBLE_K (56956)
#endif

#endif
