#include <stdio.h>
#include <km/core.h>
#include <km/codec.h>

int main(void)
{
    long x, total = 0;
    while (scanf("%ld", &x) == 1) {
        long v = km_codec_hash(x);
        v = km_core_sqrtfloor(v);
        printf("%ld %ld\n", x, v);
        total += v;
    }
    printf("total %ld\n", total);
    return 0;
}
