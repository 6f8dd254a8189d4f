#include <stdio.h>
#include <ns/core.h>
#include <ns/codec.h>

int main(void)
{
    long x, total = 0;
    while (scanf("%ld", &x) == 1) {
        long v = ns_codec_crossfoot(x);
        v = ns_core_radix(v);
        printf("%ld %ld\n", x, v);
        total += v;
    }
    printf("total %ld\n", total);
    return 0;
}
