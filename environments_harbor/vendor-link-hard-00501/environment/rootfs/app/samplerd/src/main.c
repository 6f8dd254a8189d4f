#include <stdio.h>
#include <oe/core.h>
#include <oe/codec.h>
#include <oe/fmt.h>
#include <oe/rt.h>

int main(void)
{
    long x, total = 0;
    while (scanf("%ld", &x) == 1) {
        long v = oe_codec_scramble(x);
        v = oe_core_modulo(v);
        v = oe_fmt_scale(v);
        v = oe_rt_saturate(v);
        printf("%ld %ld\n", x, v);
        total += v;
    }
    printf("total %ld\n", total);
    return 0;
}
