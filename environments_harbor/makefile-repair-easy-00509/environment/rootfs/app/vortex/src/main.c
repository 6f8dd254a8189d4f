#include <stdio.h>
#include <string.h>
#include "config.h"
#include "modulo.h"
#include "common.h"
#include "radix.h"
#include "backwards.h"

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = st_modulo(y);
        y = st_common(y);
        y = st_radix(y);
        y = st_backwards(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("n=%ld total=%ld\n", count, total);
    return 0;
}
