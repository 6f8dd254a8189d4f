#include <stdio.h>
#include <string.h>
#include "config.h"
#include "version.h"
#include "scramble.h"
#include "sqrtfloor.h"
#include "saturate.h"
#include "wrap.h"
#include "hash.h"
#include "digitsum.h"

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("%s %s\n", TOOL_NAME, APP_VERSION);
        return 0;
    }
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = xf_scramble(y);
        y = xf_sqrtfloor(y);
        y = xf_saturate(y);
        y = xf_wrap(y);
        y = xf_hash(y);
        y = xf_digitsum(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("n=%ld total=%ld\n", count, total);
    return 0;
}
