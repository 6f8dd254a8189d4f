#include <stdio.h>
#include <string.h>
#include "config.h"
#include "root.h"
#include "scramble.h"
#include "modulo.h"
#include "reduce.h"
#include "bias.h"

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = pl_root(y);
        y = pl_scramble(y);
        y = pl_modulo(y);
        y = pl_reduce(y);
        y = pl_bias(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("n=%ld total=%ld\n", count, total);
    return 0;
}
