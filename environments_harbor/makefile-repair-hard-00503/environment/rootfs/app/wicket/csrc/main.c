#include <stdio.h>
#include <string.h>
#include "config.h"
#include "version.h"
#include "scramble.h"
#include "hailstone.h"
#include "clamp.h"
#include "split.h"
#include "gcdkey.h"
#include "digits.h"

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("%s %s\n", TOOL_NAME, APP_VERSION);
        return 0;
    }
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = tp_scramble(y);
        y = tp_hailstone(y);
        y = tp_clamp(y);
        y = tp_split(y);
        y = tp_gcdkey(y);
        y = tp_digits(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("count=%ld sum=%ld\n", count, total);
    return 0;
}
