#include <stdio.h>
#include <string.h>
#include <nimbus/nimbus.h>

int main(int argc, char **argv)
{
    long x;
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("nimbus-cli (libnimbus %s)\n", nimbus_version());
        return 0;
    }
    while (scanf("%ld", &x) == 1)
        printf("%ld\n", nimbus_apply(x));
    return 0;
}
