#include <stdio.h>
#include <bl/core.h>
#include <bl/codec.h>

int main(void)
{
    long x, total = 0;
    while (scanf("%ld", &x) == 1) {
        long v = bl_codec_boost(x);
        v = bl_core_hash(v);
        printf("%ld %ld\n", x, v);
        total += v;
    }
    printf("total %ld\n", total);
    return 0;
}
