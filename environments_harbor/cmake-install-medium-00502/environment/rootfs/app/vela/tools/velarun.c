#include <stdio.h>
#include <string.h>
#include <vela/vela.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("velarun (libvela %s)\n", vela_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", vela_apply(x));
    return 0;
}
