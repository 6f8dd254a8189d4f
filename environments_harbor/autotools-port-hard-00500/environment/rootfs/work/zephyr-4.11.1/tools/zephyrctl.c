#include <stdio.h>
#include <string.h>
#include <zephyr/zephyr.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("zephyrctl (libzephyr %s)\n", zephyr_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", zephyr_apply(x));
    return 0;
}
