#ifndef QUILL_PARAMS_H
#define QUILL_PARAMS_H

/* Defaults for a development build; the production values are set by the build system. */
#ifndef BOOST_K
#define BOOST_K (88)
#endif
#ifndef SPLIT_D
#define SPLIT_D (12)
#endif
#ifndef BIAS_K
#define BIAS_K (405)
#endif
#ifndef WRAP_M
#define WRAP_M (2537)
#endif

#endif
