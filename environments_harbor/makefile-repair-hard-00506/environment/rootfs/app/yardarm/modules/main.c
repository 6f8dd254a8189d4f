#include <stdio.h>
#include <string.h>
#include "config.h"
#include "version.h"
#include "mirror.h"
#include "modulo.h"
#include "offset.h"
#include "split.h"
#include "steps.h"
#include "dsum.h"

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("%s %s\n", TOOL_NAME, APP_VERSION);
        return 0;
    }
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = fx_mirror(y);
        y = fx_modulo(y);
        y = fx_offset(y);
        y = fx_split(y);
        y = fx_steps(y);
        y = fx_dsum(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("n=%ld total=%ld\n", count, total);
    return 0;
}
