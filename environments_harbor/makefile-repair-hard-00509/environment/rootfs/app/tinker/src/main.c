#include <stdio.h>
#include <string.h>
#include "config.h"
#include "version.h"
#include "isqrt.h"
#include "xorkey.h"
#include "shift.h"
#include "hash.h"
#include "limit.h"
#include "divide.h"

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("%s %s\n", TOOL_NAME, APP_VERSION);
        return 0;
    }
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = op_isqrt(y);
        y = op_xorkey(y);
        y = op_shift(y);
        y = op_hash(y);
        y = op_limit(y);
        y = op_divide(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("-- %ld processed, sum %ld --\n", count, total);
    return 0;
}
