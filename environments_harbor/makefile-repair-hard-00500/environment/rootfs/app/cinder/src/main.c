#include <stdio.h>
#include <string.h>
#include "config.h"
#include "version.h"
#include "fold.h"
#include "limit.h"
#include "gcdkey.h"
#include "root.h"
#include "amplify.h"
#include "nudge.h"

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("%s %s\n", TOOL_NAME, APP_VERSION);
        return 0;
    }
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = fx_fold(y);
        y = fx_limit(y);
        y = fx_gcdkey(y);
        y = fx_root(y);
        y = fx_amplify(y);
        y = fx_nudge(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("# %ld values, total %ld\n", count, total);
    return 0;
}
