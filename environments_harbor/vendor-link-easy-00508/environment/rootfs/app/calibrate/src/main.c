#include <stdio.h>
#include <vo/core.h>
#include <vo/codec.h>

int main(void)
{
    long x, total = 0;
    while (scanf("%ld", &x) == 1) {
        long v = vo_codec_modulo(x);
        v = vo_core_scale(v);
        printf("%ld %ld\n", x, v);
        total += v;
    }
    printf("total %ld\n", total);
    return 0;
}
