<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>About tracker</source>
        <translation>关于 tracker</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;tracker&lt;/b&gt;: a baccarat scorecard tracker and shoe-history analyzer.&lt;/p&gt;&lt;p&gt;%1 The scorecards and statistics show what happened; beside them, what chance predicts. tracker never offers a prediction.&lt;/p&gt;&lt;p&gt;F1 lists every key.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;tracker&lt;/b&gt;：百家乐路纸记录与牌靴历史分析工具。&lt;/p&gt;&lt;p&gt;%1 路纸和统计显示已经发生的结果；旁边是按概率计算的期望值。tracker 从不提供任何预测。&lt;/p&gt;&lt;p&gt;按 F1 查看全部快捷键。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Backtest</name>
    <message>
        <source>Flat</source>
        <translation>平注</translation>
    </message>
    <message>
        <source>one unit every hand</source>
        <translation>每局一个单位</translation>
    </message>
    <message>
        <source>Martingale</source>
        <translation>马丁格尔</translation>
    </message>
    <message>
        <source>double after a loss, back to one unit after a win or when the double would pass the table maximum</source>
        <translation>输后加倍，赢后或加倍将超过牌桌上限时回到一个单位</translation>
    </message>
    <message>
        <source>Paroli</source>
        <translation>帕罗利</translation>
    </message>
    <message>
        <source>double after a win, back to one unit after three wins in a row or a loss</source>
        <translation>赢后加倍，连赢三局或输后回到一个单位</translation>
    </message>
    <message>
        <source>d&apos;Alembert</source>
        <translation>达朗贝尔</translation>
    </message>
    <message>
        <source>one unit more after a loss, one less after a win (never below one)</source>
        <translation>输后加一个单位，赢后减一个单位（不低于一个）</translation>
    </message>
    <message>
        <source>1-3-2-6</source>
        <translation>1-3-2-6</translation>
    </message>
    <message>
        <source>1, 3, 2, 6 units on wins in a row, back to 1 after a loss or the fourth win</source>
        <translation>连赢时依次下 1、3、2、6 个单位，输后或第四次赢后回到 1</translation>
    </message>
    <message>
        <source>Fibonacci</source>
        <translation>斐波那契</translation>
    </message>
    <message>
        <source>one step up the Fibonacci numbers after a loss, two steps down after a win</source>
        <translation>输后沿斐波那契数列上升一步，赢后下降两步</translation>
    </message>
    <message>
        <source>Labouchère</source>
        <translation>拉布谢尔</translation>
    </message>
    <message>
        <source>stake the first and last numbers of the line; a win crosses them off, a loss adds the stake to the end; a cleared line starts again</source>
        <translation>下注数列首尾两数之和；赢则划去这两个数，输则把注额加到末尾；数列划完后重新开始</translation>
    </message>
    <message>
        <source>Follow the last winner</source>
        <translation>跟上一局赢家</translation>
    </message>
    <message>
        <source>one unit on the side that won the last decision</source>
        <translation>一个单位下在上一次分出胜负时赢的一方</translation>
    </message>
    <message>
        <source>Bet against the last winner</source>
        <translation>反跟上一局赢家</translation>
    </message>
    <message>
        <source>one unit on the side that lost the last decision</source>
        <translation>一个单位下在上一次分出胜负时输的一方</translation>
    </message>
    <message>
        <source>Follow a derived road</source>
        <translation>跟下三路</translation>
    </message>
    <message>
        <source>one unit on the side that would repeat the derived road&apos;s last colour</source>
        <translation>一个单位下在能让该下三路重复上一个颜色的一方</translation>
    </message>
    <message>
        <source>Pattern rules</source>
        <translation>牌型规则</translation>
    </message>
    <message>
        <source>the first of your rules whose pattern matches the last results</source>
        <translation>按您的规则中第一条牌型与最近结果相符的规则下注</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>庄对</translation>
    </message>
    <message>
        <source>Big Eye Boy</source>
        <translation>大眼仔</translation>
    </message>
    <message>
        <source>Small Road</source>
        <translation>小路</translation>
    </message>
    <message>
        <source>Cockroach Pig</source>
        <translation>曱甴路</translation>
    </message>
    <message>
        <source>Shoes</source>
        <translation>牌靴数</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Bets placed</source>
        <translation>下注次数</translation>
    </message>
    <message>
        <source>Wagered</source>
        <translation>总注额</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>净输赢</translation>
    </message>
    <message>
        <source>Net per unit wagered</source>
        <translation>每单位注额净输赢</translation>
    </message>
    <message>
        <source>Expected net</source>
        <translation>期望净输赢</translation>
    </message>
    <message>
        <source>Expected per unit wagered</source>
        <translation>每单位注额期望</translation>
    </message>
    <message>
        <source>%1 (the house edge)</source>
        <translation>%1（庄家优势）</translation>
    </message>
    <message>
        <source>Standard error</source>
        <translation>标准误差</translation>
    </message>
    <message>
        <source>Shoes busted</source>
        <translation>输光的牌靴</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 中的 %1</translation>
    </message>
    <message>
        <source>A shoe&apos;s net</source>
        <translation>单靴净输赢</translation>
    </message>
    <message>
        <source>median %1, 5%–95% %2 to %3; %4 shoes ahead</source>
        <translation>中位数 %1，5%–95% 为 %2 至 %3；%4 靴领先</translation>
    </message>
</context>
<context>
    <name>BacktestWindow</name>
    <message>
        <source>Backtest a betting system — tracker</source>
        <translation>回测投注系统 — tracker</translation>
    </message>
    <message>
        <source>Simulated shoes</source>
        <translation>模拟牌靴</translation>
    </message>
    <message>
        <source>The shown shoe</source>
        <translation>当前牌靴</translation>
    </message>
    <message>
        <source>The whole library</source>
        <translation>整个牌靴库</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>下注</translation>
    </message>
    <message>
        <source>Derived road</source>
        <translation>下三路</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>First stake (unit)</source>
        <translation>首注（单位）</translation>
    </message>
    <message>
        <source>Table maximum</source>
        <translation>牌桌上限</translation>
    </message>
    <message>
        <source>Bankroll a shoe</source>
        <translation>每靴本金</translation>
    </message>
    <message>
        <source>Play over</source>
        <translation>回测范围</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>副数</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Export chart as PNG…</source>
        <translation>将图表导出为 PNG(&amp;E)…</translation>
    </message>
    <message>
        <source>Bankroll curves</source>
        <translation>本金曲线</translation>
    </message>
    <message>
        <source>Results over shoes</source>
        <translation>各靴结果</translation>
    </message>
    <message>
        <source>Choose a system and where to play it, then Run.</source>
        <translation>选择系统和回测范围，然后点“运行”。</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>No shoe is shown: open one, or play simulated shoes.</source>
        <translation>没有显示牌靴：请打开一个，或使用模拟牌靴。</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>回测中…</translation>
    </message>
    <message>
        <source>%Ln simulated %1-deck shoe(s), seed %2</source>
        <translation>%Ln 个 %1 副牌的模拟牌靴，种子 %2</translation>
    </message>
    <message>
        <source>shoe %1</source>
        <translation>牌靴 %1</translation>
    </message>
    <message>
        <source>the library %1</source>
        <translation>牌靴库 %1</translation>
    </message>
    <message>
        <source>The backtest failed: %1</source>
        <translation>回测失败：%1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
</context>
<context>
    <name>CardEntry</name>
    <message>
        <source>What the cards typed make, checked against the drawing rules</source>
        <translation>所输入的牌构成的结果，已按补牌规则核对</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>等待 %1</translation>
    </message>
    <message>
        <source>P %1 = %2 · B %3 = %4:</source>
        <translation>闲 %1 = %2 · 庄 %3 = %4：</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 — waiting for %2</source>
        <translation>%1 — 等待 %2</translation>
    </message>
    <message>
        <source>%1 — &lt;b&gt;against the rules&lt;/b&gt;: %2</source>
        <translation>%1 — &lt;b&gt;违反规则&lt;/b&gt;：%2</translation>
    </message>
    <message>
        <source>%1 — Enter logs it</source>
        <translation>%1 — 按 Enter 记录</translation>
    </message>
    <message>
        <source>Cards typed</source>
        <translation>已输入的牌</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Player %1 / Banker %2</source>
        <translation>闲 %1 / 庄 %2</translation>
    </message>
    <message>
        <source>No cards typed</source>
        <translation>尚未输入牌</translation>
    </message>
    <message>
        <source>Add a card of rank %1</source>
        <translation>添加一张 %1</translation>
    </message>
    <message>
        <source>The last card&apos;s suit</source>
        <translation>最后一张牌的花色</translation>
    </message>
    <message>
        <source>The Banker&apos;s cards follow</source>
        <translation>接下来是庄的牌</translation>
    </message>
    <message>
        <source>Erase the last card</source>
        <translation>删除最后一张牌</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>Erase every card typed</source>
        <translation>删除已输入的所有牌</translation>
    </message>
    <message>
        <source>Cards (C): 7h kd / 3s kc 5d — ranks alone will do</source>
        <translation>牌面 (C): 7h kd / 3s kc 5d — 只输点数也可</translation>
    </message>
    <message>
        <source>The Player&apos;s cards / the Banker&apos;s cards in card notation (9h, Td, K; ranks alone will do), or all of them in dealing order without /. Enter logs the hand, Esc hands the keys back to B, P and T.</source>
        <translation>闲的牌 / 庄的牌，用牌面记法（9h、Td、K；只输点数也可），或不加 / 按发牌顺序输入全部牌。Enter 记录该局，Esc 将按键交回 B、P、T。</translation>
    </message>
    <message>
        <source>Card pad</source>
        <translation>牌面键盘</translation>
    </message>
    <message>
        <source>Show buttons to enter the cards with the mouse</source>
        <translation>显示按钮，用鼠标输入牌面</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Export the chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Streak lengths: seen and expected</source>
        <translation>连长度：实际与期望</translation>
    </message>
    <message>
        <source>streak length</source>
        <translation>连长度</translation>
    </message>
    <message>
        <source>streaks</source>
        <translation>连数</translation>
    </message>
    <message>
        <source>Banker seen</source>
        <translation>庄 实际</translation>
    </message>
    <message>
        <source>Banker expected</source>
        <translation>庄 期望</translation>
    </message>
    <message>
        <source>Player seen</source>
        <translation>闲 实际</translation>
    </message>
    <message>
        <source>Player expected</source>
        <translation>闲 期望</translation>
    </message>
    <message>
        <source>Banker minus Player through the shoe</source>
        <translation>整靴庄减闲</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Banker − Player</source>
        <translation>庄 − 闲</translation>
    </message>
    <message>
        <source>95% band</source>
        <translation>95% 区间带</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>期望</translation>
    </message>
    <message>
        <source>this shoe</source>
        <translation>本靴</translation>
    </message>
    <message>
        <source>House edge from the cards left</source>
        <translation>按剩余牌计算的庄家优势</translation>
    </message>
    <message>
        <source>house edge (%)</source>
        <translation>庄家优势（%）</translation>
    </message>
    <message>
        <source>%1 (%2 pts)</source>
        <translation>%1（%2 个百分点）</translation>
    </message>
    <message>
        <source>Net through each shoe (first shoes)</source>
        <translation>每靴的净输赢走势（前几靴）</translation>
    </message>
    <message>
        <source>net (units)</source>
        <translation>净输赢（单位）</translation>
    </message>
    <message>
        <source>A shoe&apos;s net over all shoes</source>
        <translation>所有牌靴的单靴净输赢分布</translation>
    </message>
    <message>
        <source>net of a shoe (units)</source>
        <translation>单靴净输赢（单位）</translation>
    </message>
    <message>
        <source>shoes</source>
        <translation>牌靴数</translation>
    </message>
    <message>
        <source>expected mean</source>
        <translation>期望均值</translation>
    </message>
    <message>
        <source>The bet&apos;s edge by true count (the player&apos;s; above 0 the player is ahead)</source>
        <translation>按真数计的该注优势（玩家一方；高于 0 即玩家占优）</translation>
    </message>
    <message>
        <source>true count before the hand (running count per deck unseen; the ends hold all beyond them)</source>
        <translation>该局前的真数（流水数除以未见副数；两端包含更远的值）</translation>
    </message>
    <message>
        <source>player&apos;s edge per unit bet (%; above 0 the player is ahead)</source>
        <translation>每单位下注的玩家优势（%；高于 0 即玩家占优）</translation>
    </message>
    <message>
        <source>exact edge from the cards left, 95% band</source>
        <translation>按剩余牌精确计算的优势，95% 区间带</translation>
    </message>
    <message>
        <source>The bet&apos;s edge by true count: exact over %1</source>
        <translation>按真数计的该注优势：基于 %1 精确计算</translation>
    </message>
    <message>
        <source>realised win per unit, every hand of the run, 95%</source>
        <translation>每单位实际赢额，本次运行的每一局，95%</translation>
    </message>
    <message>
        <source>off the top: %1</source>
        <translation>新靴时：%1</translation>
    </message>
    <message>
        <source>the count bets from %1</source>
        <translation>算牌从 %1 起下注</translation>
    </message>
</context>
<context>
    <name>CountEditor</name>
    <message>
        <source>running count above</source>
        <translation>流水数高于</translation>
    </message>
    <message>
        <source>running count at least</source>
        <translation>流水数至少</translation>
    </message>
    <message>
        <source>true count at least</source>
        <translation>真数至少</translation>
    </message>
    <message>
        <source>A count of my own</source>
        <translation>我自己的算牌法</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>One more hand</source>
        <translation>再发一局</translation>
    </message>
    <message>
        <source>Stop at once</source>
        <translation>立即停止</translation>
    </message>
    <message>
        <source>Tag of %1</source>
        <translation>%1 的计数值</translation>
    </message>
    <message>
        <source>What each %1 seen adds to the count</source>
        <translation>每见到一张 %1 给计数加上的值</translation>
    </message>
    <message>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Shoes on which the bet&apos;s exact edge from the cards left is worked out before every hand (slower than counting): the exact edge by true count on the chart, and the perfect-play bound, betting whenever that edge favours the player</source>
        <translation>在这些牌靴上，每局前都按剩余牌精确计算该注的优势（比算牌慢）：用于图表上按真数计的精确优势，以及完美打法的上限（只要优势有利于玩家就下注）</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>算牌法</translation>
    </message>
    <message>
        <source>Side bet</source>
        <translation>边注</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>计数值</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>起始值</translation>
    </message>
    <message>
        <source>Bet when</source>
        <translation>下注条件</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>Stake (unit)</source>
        <translation>注额（单位）</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>副数</translation>
    </message>
    <message>
        <source>Cards behind the cut card</source>
        <translation>切牌卡后的牌数</translation>
    </message>
    <message>
        <source>At the cut card</source>
        <translation>切牌卡出现时</translation>
    </message>
    <message>
        <source>Shoes</source>
        <translation>牌靴数</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Bankroll (units)</source>
        <translation>本金（单位）</translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>进程数</translation>
    </message>
    <message>
        <source>Exact-edge shoes</source>
        <translation>精确优势牌靴数</translation>
    </message>
</context>
<context>
    <name>CountPresets</name>
    <message>
        <source>Stephen How&apos;s unbalanced Dragon 7 count</source>
        <translation>Stephen How 的不平衡龙7 算牌法</translation>
    </message>
    <message>
        <source>start at -32 for 8 decks, count every card seen including the exposed burn card, bet when the running count is above 0 (the post&apos;s text says &gt; 0; its table&apos;s heading says &gt;= 0, which bets 8.4 times a shoe, not 6.8); the shoe ends with the hand in which the cut card comes out, as the bets a shoe of his Panda 8 posts show</source>
        <translation>8 副牌从 -32 起算，计入见到的每一张牌（包括亮出的烧牌），流水数高于 0 时下注（原文正文写 &gt; 0；其表格标题写 &gt;= 0，那样每靴下注 8.4 次而不是 6.8 次）；切牌卡出现的那一局结束后整靴结束，与他熊猫8 文章中每靴下注次数一致</translation>
    </message>
    <message>
        <source>Stephen How&apos;s simplified Panda 8 co-count</source>
        <translation>Stephen How 的简化熊猫8 辅助算牌法</translation>
    </message>
    <message>
        <source>start at 0, bet when the count gets to +35; published at around +9.0% of a fixed bet a shoe on about 2 bets with 16 cards behind the cut card</source>
        <translation>从 0 起算，计数达到 +35 时下注；公布的结果约为每靴固定注额的 +9.0%，约下注 2 次，切牌卡后留 16 张牌</translation>
    </message>
    <message>
        <source>Stephen How&apos;s two-person Panda 8 co-count</source>
        <translation>Stephen How 的双人熊猫8 辅助算牌法</translation>
    </message>
    <message>
        <source>the co-count&apos;s running count added to the Dragon 7 running count (both from 0), bet the Panda 8 when the sum is +35 or higher</source>
        <translation>辅助算牌法的流水数加上龙7 的流水数（都从 0 起算），总和达到 +35 或以上时下熊猫8</translation>
    </message>
</context>
<context>
    <name>CountWindow</name>
    <message>
        <source>%1 %2 Nothing here predicts a Banker or Player result: %3</source>
        <translation>%1 %2 这里没有任何东西能预测庄或闲的结果：%3</translation>
    </message>
    <message>
        <source>Shoes</source>
        <translation>牌靴数</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Units won a shoe</source>
        <translation>每靴赢得单位</translation>
    </message>
    <message>
        <source>%1 ± %2 SE (95%: %3 to %4)</source>
        <translation>%1 ± %2 标准误（95%：%3 至 %4）</translation>
    </message>
    <message>
        <source>Bets a shoe</source>
        <translation>每靴下注次数</translation>
    </message>
    <message>
        <source>Win per bet</source>
        <translation>每注赢额</translation>
    </message>
    <message>
        <source>%1 units</source>
        <translation>%1 单位</translation>
    </message>
    <message>
        <source>A shoe&apos;s result</source>
        <translation>单靴结果</translation>
    </message>
    <message>
        <source>SD %1; 5% %2, 25% %3, median %4, 75% %5, 95% %6</source>
        <translation>标准差 %1；5% %2，25% %3，中位数 %4，75% %5，95% %6</translation>
    </message>
    <message>
        <source>Shoes ahead</source>
        <translation>领先的牌靴</translation>
    </message>
    <message>
        <source>Risk of ruin</source>
        <translation>破产风险</translation>
    </message>
    <message>
        <source>%1 for %2 units, ever (estimate)</source>
        <translation>本金 %2 单位时为 %1，任何时刻（估计）</translation>
    </message>
    <message>
        <source>This count never bet over these shoes: its rule is never met.</source>
        <translation>在这些牌靴上此算牌法从未下注：其条件从未满足。</translation>
    </message>
    <message>
        <source>This count did not win over these shoes: where its bets are not in the player&apos;s favour, the house keeps its edge on every one.</source>
        <translation>此算牌法在这些牌靴上没有赢：凡是对玩家不利的下注，庄家每一注都保有优势。</translation>
    </message>
    <message>
        <source>The gain is small against its variance: %1 units a shoe against a swing of %2 units in one shoe; it takes about %3 shoes before the expected gain equals one standard deviation of the total, and only %4 of shoes end ahead.</source>
        <translation>收益相对其波动很小：每靴 %1 单位，而单靴波动达 %2 单位；大约要 %3 靴，期望收益才等于总额的一个标准差，而且只有 %4 的牌靴以领先结束。</translation>
    </message>
    <message>
        <source>%1 whenever the exact edge is in the player&apos;s favour</source>
        <translation>%1：只要精确优势有利于玩家就下注</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1: tags %2; start %3; bet when %4</source>
        <translation>%1：计数值 %2；起始 %3；下注条件 %4</translation>
    </message>
    <message>
        <source>%Ln deck(s)</source>
        <translation>%Ln 副</translation>
    </message>
    <message>
        <source>one more hand</source>
        <translation>再发一局</translation>
    </message>
    <message>
        <source>stop at once</source>
        <translation>立即停止</translation>
    </message>
    <message>
        <source>%1, %2 cards behind the cut card (%3 when it comes out), %4</source>
        <translation>%1，切牌卡后 %2 张牌（切牌卡出现时%3），%4</translation>
    </message>
    <message>
        <source>burn</source>
        <translation>烧牌</translation>
    </message>
    <message>
        <source>no burn</source>
        <translation>不烧牌</translation>
    </message>
    <message>
        <source>this process</source>
        <translation>本进程</translation>
    </message>
    <message>
        <source>%Ln local process(es)</source>
        <translation>%Ln 个本地进程</translation>
    </message>
    <message>
        <source>%1. %2, seed %3, on %4.</source>
        <translation>%1。%2，种子 %3，运行于%4。</translation>
    </message>
    <message>
        <source>%1: published at about %2 units a shoe on about %3 bets a shoe.</source>
        <translation>%1：公布的结果约为每靴 %2 单位，每靴约下注 %3 次。</translation>
    </message>
    <message>
        <source>Perfect play, the bound (betting whenever the exact edge from the cards left favours the player), over %1 other shoes:</source>
        <translation>完美打法，即上限（只要按剩余牌计算的精确优势有利于玩家就下注），基于另外 %1 靴：</translation>
    </message>
    <message>
        <source>Counting lab: side-bet counts — tracker</source>
        <translation>算牌实验室：边注算牌 — tracker</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Export chart as &amp;PNG…</source>
        <translation>将图表导出为 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Export figures as CS&amp;V…</source>
        <translation>将数据导出为 CSV(&amp;V)…</translation>
    </message>
    <message>
        <source>Edge by true count</source>
        <translation>按真数计的优势</translation>
    </message>
    <message>
        <source>Results over shoes</source>
        <translation>各靴结果</translation>
    </message>
    <message>
        <source>Choose a published count or edit your own, then Run: shoes are dealt, every card seen is counted and the side bet is placed when the count says so.</source>
        <translation>选择一个已公布的算牌法或编辑您自己的算牌法，然后点“运行”：程序会发牌，计入见到的每一张牌，并在计数达到条件时下边注。</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Dealing and counting…</source>
        <translation>发牌并计数中…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>The count failed: %1</source>
        <translation>算牌失败：%1</translation>
    </message>
    <message>
        <source>Cancelled: the run was stopped before it finished; nothing is shown of it.</source>
        <translation>已取消：运行在完成前被停止；不显示其任何结果。</translation>
    </message>
    <message>
        <source>the count bets when %1 (a running count, not a place on this axis)</source>
        <translation>算牌在 %1 时下注（这是流水数，不在此坐标轴上）</translation>
    </message>
    <message>
        <source>mean of this run</source>
        <translation>本次运行的均值</translation>
    </message>
    <message>
        <source>Export the figures</source>
        <translation>导出数据</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message>
        <source>Hands dealt; Banker, Player and Tie wins; Player pairs (PP), Banker pairs (BP) and naturals (N) where the shoe records them; the cards left in a shoe dealt card by card.</source>
        <translation>已发局数；庄、闲、和的胜局数；牌靴有记录时的闲对、庄对和例牌数；逐张发牌的牌靴还显示剩余牌数。</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>BP</source>
        <translation>庄对</translation>
    </message>
    <message>
        <source>N</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>剩余牌数</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>统计</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>%1: could not write the %2 file (%3)</source>
        <translation>%1：无法写入 %2 文件（%3）</translation>
    </message>
    <message>
        <source>%1: could not write the %2 file</source>
        <translation>%1：无法写入 %2 文件</translation>
    </message>
    <message>
        <source>Scorecards</source>
        <translation>路纸</translation>
    </message>
</context>
<context>
    <name>HandDialog</name>
    <message>
        <source>&amp;Cards:</source>
        <translation>牌面(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Winner:</source>
        <translation>赢家(&amp;W)：</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>备注(&amp;O)：</translation>
    </message>
    <message>
        <source>7h kd / 3s kc 5d — leave empty for the outcome alone</source>
        <translation>7h kd / 3s kc 5d — 只记结果则留空</translation>
    </message>
    <message>
        <source>The Player&apos;s cards / the Banker&apos;s cards; they decide the outcome</source>
        <translation>闲的牌 / 庄的牌；由牌面决定结果</translation>
    </message>
    <message>
        <source>Who won the hand (taken from the cards when they are given)</source>
        <translation>本局赢家（输入牌面时由牌面决定）</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>庄对</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Taken from the cards when they are given</source>
        <translation>输入牌面时由牌面决定</translation>
    </message>
    <message>
        <source>Why the hand is as it is (a misdeal kept as dealt)</source>
        <translation>本局为何如此（按原样保留的误发牌）</translation>
    </message>
    <message>
        <source>Against the drawing rules: %1 — say why in the note to keep it.</source>
        <translation>违反补牌规则：%1 — 如要保留，请在备注中说明原因。</translation>
    </message>
    <message>
        <source>the cards are not complete: waiting for %1</source>
        <translation>牌面不完整：等待 %1</translation>
    </message>
    <message>
        <source>the cards break the drawing rules: say why in the note to keep them</source>
        <translation>牌面违反补牌规则：如要保留，请在备注中说明原因</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>等待 %1</translation>
    </message>
    <message>
        <source>Edit hand %1</source>
        <translation>修改第 %1 局</translation>
    </message>
    <message>
        <source>Insert a hand as hand %1</source>
        <translation>插入一局作为第 %1 局</translation>
    </message>
</context>
<context>
    <name>Hands</name>
    <message>
        <source>Banker</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>P</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>B</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>P %1 · B %2</source>
        <translation>闲 %1 · 庄 %2</translation>
    </message>
    <message>
        <source>natural</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>庄对</translation>
    </message>
</context>
<context>
    <name>HandsTable</name>
    <message>
        <source>Double-click or Enter edits a hand; Delete deletes it (Ctrl+Z undoes)</source>
        <translation>双击或按 Enter 修改一局；按 Delete 删除（Ctrl+Z 撤销）</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>赢家</translation>
    </message>
    <message>
        <source>Player cards</source>
        <translation>闲牌</translation>
    </message>
    <message>
        <source>Banker cards</source>
        <translation>庄牌</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>对子</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>Honesty</name>
    <message>
        <source>Past outcomes cannot predict future hands.</source>
        <translation>过去的结果无法预测未来的牌局。</translation>
    </message>
    <message>
        <source>Past outcomes cannot predict future hands: every hand is dealt from the cards left, whatever the scorecards show.</source>
        <translation>过去的结果无法预测未来的牌局：无论路纸显示什么，每一局都是从剩余的牌中发出的。</translation>
    </message>
    <message>
        <source>No betting system changes the expected loss per unit wagered: whatever the system, the expected loss is the house edge times the amount wagered.</source>
        <translation>任何投注系统都改变不了每单位注额的期望损失：无论用什么系统，期望损失都等于庄家优势乘以总注额。</translation>
    </message>
    <message>
        <source>Casinos watch for side-bet counters: they cap the side bet, move the cut card forward or reshuffle early, and may bar a player who bets only when the count is high.</source>
        <translation>赌场会留意边注算牌者：他们会限制边注额、把切牌卡往前放或提早洗牌，并可能禁止只在计数高时下注的玩家。</translation>
    </message>
    <message>
        <source>A count wins only because the cards already dealt change the odds of the cards left; a scorecard of who won does not.</source>
        <translation>算牌能赢，只是因为已发出的牌改变了剩余牌的概率；记录谁赢的路纸则不会。</translation>
    </message>
    <message>
        <source>Only side bets move far with the cards left: the Banker and Player edges barely move.</source>
        <translation>只有边注会随剩余牌大幅变动：庄和闲的优势几乎不变。</translation>
    </message>
    <message>
        <source>A count&apos;s gain is small against its variance: even when a side bet turns in the player&apos;s favour, what one unit gains on average is a small part of how far its result swings each hand (its standard deviation), and a shoe offers few such bets.</source>
        <translation>算牌的收益相对其波动很小：即使边注变得对玩家有利，每单位的平均收益也只是每局结果波动幅度（标准差）的一小部分，而且一靴中这样的下注机会很少。</translation>
    </message>
</context>
<context>
    <name>ImportReport</name>
    <message>
        <source>Import shoe files</source>
        <translation>导入牌靴文件</translation>
    </message>
    <message>
        <source>Leave out the shoes with problems (see the validation report)</source>
        <translation>不导入有问题的牌靴（见校验报告）</translation>
    </message>
    <message>
        <source>Shoes whose replay finds something that cannot have happened are not stored; by default they are stored and marked with their problems</source>
        <translation>回放发现了不可能发生之事的牌靴不会存入；默认会存入并标注其问题</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the import: the files already stored stay</source>
        <translation>停止导入：已存入的文件保留</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>正在导入…</translation>
    </message>
    <message>
        <source>Importing %1 (%2 of %3)</source>
        <translation>正在导入 %1（第 %2 个，共 %3 个）</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>The import stopped: %1. The files imported before it are stored; nothing of the file being read was stored.</source>
        <translation>导入已停止：%1。之前导入的文件已存入；正在读取的文件没有任何内容存入。</translation>
    </message>
    <message>
        <source>%1: %2, %3 stored</source>
        <translation>%1：已存入 %2、%3</translation>
    </message>
    <message>
        <source>; %Ln already in the library</source>
        <translation>；%Ln 靴已在牌靴库中</translation>
    </message>
    <message>
        <source>; %Ln with problems</source>
        <translation>；%Ln 靴有问题</translation>
    </message>
    <message>
        <source>; %Ln with problems left out</source>
        <translation>；%Ln 靴有问题，未存入</translation>
    </message>
    <message>
        <source>%1: cancelled: nothing of it was stored</source>
        <translation>%1：已取消，未存入任何内容</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>%Ln 靴</translation>
    </message>
    <message>
        <source>%Ln hand(s)</source>
        <translation>%Ln 局</translation>
    </message>
    <message>
        <source>Import cancelled</source>
        <translation>导入已取消</translation>
    </message>
    <message>
        <source>Import finished</source>
        <translation>导入完成</translation>
    </message>
    <message>
        <source>%1 and %2 stored</source>
        <translation>已存入 %1、%2</translation>
    </message>
    <message>
        <source>%Ln shoe(s) already in the library</source>
        <translation>%Ln 靴已在牌靴库中</translation>
    </message>
    <message>
        <source>%Ln shoe(s) stored with problems</source>
        <translation>%Ln 靴存入时标有问题</translation>
    </message>
    <message>
        <source>%Ln shoe(s) with problems left out</source>
        <translation>%Ln 靴有问题，未存入</translation>
    </message>
    <message>
        <source>%Ln file(s) refused</source>
        <translation>%Ln 个文件被拒绝</translation>
    </message>
    <message>
        <source>cancelled: the files after it were not read</source>
        <translation>已取消：之后的文件未读取</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <source>Show problems…</source>
        <translation>查看问题…</translation>
    </message>
    <message>
        <source>with problems: %1</source>
        <translation>有问题：%1</translation>
    </message>
    <message>
        <source>left out: %1</source>
        <translation>未存入：%1</translation>
    </message>
    <message>
        <source>nothing of it was stored</source>
        <translation>未存入任何内容</translation>
    </message>
</context>
<context>
    <name>Importing</name>
    <message>
        <source>Shoe files (*.csv *.txt *.json *.gz);;All files (*)</source>
        <translation>牌靴文件 (*.csv *.txt *.json *.gz);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Import the 5,824 real shoes that come with tracker</source>
        <translation>导入 tracker 附带的 5,824 靴真实牌靴</translation>
    </message>
    <message>
        <source>Live baccarat from August 2025, every card recorded (MIT licence)</source>
        <translation>2025 年 8 月的真人百家乐，每张牌都有记录（MIT 许可）</translation>
    </message>
    <message>
        <source>This copy of tracker was installed without the real-shoe library</source>
        <translation>此 tracker 安装时未包含真实牌靴库</translation>
    </message>
</context>
<context>
    <name>KeyMap</name>
    <message>
        <source>The one-letter keys log at the visible table from the first keystroke, wherever the focus is, except while you type in a field (the card field, the filter): Esc leaves it. In the hands table, Enter or a double-click edits a hand and Delete deletes it. Keys in bold log at the table.</source>
        <translation>单字母键从第一次按键起就在当前显示的牌桌记录，无论焦点在哪里，只有在输入框（牌面输入框、筛选框）中输入时除外：按 Esc 离开输入框。在牌局表中，按 Enter 或双击可编辑一局，按 Delete 可删除。粗体的键用于在牌桌记录。</translation>
    </message>
    <message>
        <source>Keys — tracker</source>
        <translation>快捷键 — tracker</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>(keys only)</source>
        <translation>（仅快捷键）</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>Filter shoes by table or name (Ctrl+F)</source>
        <translation>按牌桌或名称筛选牌靴 (Ctrl+F)</translation>
    </message>
    <message>
        <source>Shows the shoes whose name holds these letters; Esc clears it</source>
        <translation>显示名称包含这些字的牌靴；Esc 清除</translation>
    </message>
    <message>
        <source>The library&apos;s shoes; ● marks a shoe open for logging</source>
        <translation>牌靴库中的牌靴；● 表示可记录的牌靴</translation>
    </message>
    <message>
        <source>Shoes or hands were stored elsewhere (another tracker on this library): the shoes that changed and the shown shoe were read again.</source>
        <translation>其他地方（使用此牌靴库的另一个 tracker）存入了牌靴或牌局：已重新读取有变化的牌靴和当前牌靴。</translation>
    </message>
    <message>
        <source>Updated %1</source>
        <translation>已更新 %1</translation>
    </message>
    <message>
        <source>Library unreachable</source>
        <translation>无法连接牌靴库</translation>
    </message>
    <message>
        <source>%1
Looking again every few seconds.</source>
        <translation>%1
每隔几秒会再试一次。</translation>
    </message>
</context>
<context>
    <name>LibraryBrowser</name>
    <message>
        <source>Sound</source>
        <translation>无误</translation>
    </message>
    <message>
        <source>With problems</source>
        <translation>有问题</translation>
    </message>
    <message>
        <source>Outcome only (not checkable)</source>
        <translation>仅结果（无法校验）</translation>
    </message>
    <message>
        <source>Library — tracker</source>
        <translation>牌靴库 — tracker</translation>
    </message>
    <message>
        <source>Casino</source>
        <translation>赌场</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>from</source>
        <translation>从</translation>
    </message>
    <message>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Any kind</source>
        <translation>所有类型</translation>
    </message>
    <message>
        <source>Any decks</source>
        <translation>任意副数</translation>
    </message>
    <message>
        <source>%n deck(s)</source>
        <translation>%n 副</translation>
    </message>
    <message>
        <source>Any validation</source>
        <translation>所有校验结果</translation>
    </message>
    <message>
        <source>Validation report</source>
        <translation>校验报告</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>%Ln 靴</translation>
    </message>
    <message>
        <source>%1, %Ln chosen</source>
        <translation>%1，已选 %Ln 靴</translation>
    </message>
    <message>
        <source>Export shoes</source>
        <translation>导出牌靴</translation>
    </message>
    <message>
        <source>Shoe JSON (*.json);;Hands CSV (*.csv)</source>
        <translation>牌靴 JSON (*.json);;牌局 CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>%1, %2 written to %3</source>
        <translation>已将 %1、%2 写入 %3</translation>
    </message>
    <message>
        <source>%Ln hand(s)</source>
        <translation>%Ln 局</translation>
    </message>
    <message>
        <source>; %Ln with no hands left out (a CSV has a row a hand)</source>
        <translation>；%Ln 靴没有牌局，未写入（CSV 每局一行）</translation>
    </message>
    <message>
        <source>Delete shoes</source>
        <translation>删除牌靴</translation>
    </message>
    <message>
        <source>Delete %Ln shoe(s) and all their hands from the library? This cannot be undone (export them first to keep a copy).</source>
        <translation>从牌靴库删除 %Ln 靴及其全部牌局？此操作无法撤销（如需保留副本，请先导出）。</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>现场记录</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Simulated</source>
        <translation>模拟</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>无误</translation>
    </message>
    <message>
        <source>outcome only</source>
        <translation>仅结果</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>未校验</translation>
    </message>
    <message>
        <source>%Ln problem(s)</source>
        <translation>%Ln 个问题</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>副数</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>B · P · T</source>
        <translation>庄 · 闲 · 和</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>校验</translation>
    </message>
    <message>
        <source>yyyy-MM-dd HH:mm</source>
        <translation>yyyy-MM-dd HH:mm</translation>
    </message>
</context>
<context>
    <name>LoggingBar</name>
    <message>
        <source>live</source>
        <translation>现场记录</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>模拟</translation>
    </message>
    <message>
        <source>&amp;Banker</source>
        <translation>庄(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>闲(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Tie</source>
        <translation>和(&amp;T)</translation>
    </message>
    <message>
        <source>Player pair (1)</source>
        <translation>闲对 (1)</translation>
    </message>
    <message>
        <source>Banker pair (2)</source>
        <translation>庄对 (2)</translation>
    </message>
    <message>
        <source>Natural (N)</source>
        <translation>例牌 (N)</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand (B)</source>
        <translation>下一局记为庄赢 (B)</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand (P)</source>
        <translation>下一局记为闲赢 (P)</translation>
    </message>
    <message>
        <source>Log a tie as the next hand (T)</source>
        <translation>下一局记为和 (T)</translation>
    </message>
    <message>
        <source>Marks the next hand logged (%1); cleared after it</source>
        <translation>标记下一局 (%1)；记录后清除</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand, C enters its cards (Ctrl+Z undoes)</source>
        <translation>● 正在记录 %1：按 B、P 或 T 记录一局，C 输入牌面（Ctrl+Z 撤销）</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand (Ctrl+Z undoes)</source>
        <translation>● 正在记录 %1：按 B、P 或 T 记录一局（Ctrl+Z 撤销）</translation>
    </message>
    <message>
        <source>%1 is closed: Shoe → Reopen to log more, Ctrl+N starts a new shoe</source>
        <translation>%1 已结束：牌靴 → 重新打开可继续记录，Ctrl+N 开新靴</translation>
    </message>
    <message>
        <source>%1 (%2): Ctrl+N starts a shoe to log at the table</source>
        <translation>%1（%2）：Ctrl+N 在牌桌开新靴记录</translation>
    </message>
    <message>
        <source>Press Ctrl+N to start logging a new shoe at the table</source>
        <translation>按 Ctrl+N 在牌桌开始记录新牌靴</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Shoe</source>
        <translation>牌靴(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>牌桌(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>分析(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>练习(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Show the table of this tab: the logging keys log there</source>
        <translation>显示此标签页的牌桌：记录键记录到这里</translation>
    </message>
    <message>
        <source>&amp;Import shoe files…</source>
        <translation>导入牌靴文件(&amp;I)…</translation>
    </message>
    <message>
        <source>Store hands CSV, bead strings or shoe JSON files in the library</source>
        <translation>将牌局 CSV、珠串或牌靴 JSON 文件存入牌靴库</translation>
    </message>
    <message>
        <source>Import the &amp;sample shoes</source>
        <translation>导入示例牌靴(&amp;S)</translation>
    </message>
    <message>
        <source>Real shoes from live tables and shoes dealt by tracker&apos;s simulator</source>
        <translation>真人牌桌的真实牌靴，以及 tracker 模拟器发出的牌靴</translation>
    </message>
    <message>
        <source>Import the &amp;real-shoe library (5,824 shoes)…</source>
        <translation>导入真实牌靴库(5,824 靴)(&amp;R)…</translation>
    </message>
    <message>
        <source>Every shoe of 45 live tables, 9–12 August 2025: 397,048 hands (MIT licence)</source>
        <translation>45 张真人牌桌 2025 年 8 月 9–12 日的全部牌靴：397,048 局（MIT 许可）</translation>
    </message>
    <message>
        <source>&amp;Library browser…</source>
        <translation>牌靴库浏览器(&amp;L)…</translation>
    </message>
    <message>
        <source>Every shoe in a sortable table with filters; validate, export or delete a selection</source>
        <translation>所有牌靴列于可排序、可筛选的表格；可校验、导出或删除所选</translation>
    </message>
    <message>
        <source>&amp;Replay the shown shoe…</source>
        <translation>回放当前牌靴(&amp;R)…</translation>
    </message>
    <message>
        <source>Step through the shoe hand by hand: roads, cards, reasons, odds, problems</source>
        <translation>逐局回看牌靴：路、牌、理由、概率、问题</translation>
    </message>
    <message>
        <source>&amp;Validation report…</source>
        <translation>校验报告(&amp;V)…</translation>
    </message>
    <message>
        <source>Every problem the replay found in the library, by shoe, hand and file line</source>
        <translation>回放在牌靴库中发现的所有问题，按牌靴、局和文件行列出</translation>
    </message>
    <message>
        <source>Export scorecards as &amp;PNG…</source>
        <translation>将路纸导出为 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board as a picture with its title and counts</source>
        <translation>将当前牌靴的路纸连同标题和统计存为图片</translation>
    </message>
    <message>
        <source>Export scorecards as P&amp;DF…</source>
        <translation>将路纸导出为 PDF(&amp;D)…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board on A4 or Letter pages (landscape)</source>
        <translation>将当前牌靴的路纸存为 A4 或 Letter 页面（横向）</translation>
    </message>
    <message>
        <source>P&amp;rint scorecards…</source>
        <translation>打印路纸(&amp;R)…</translation>
    </message>
    <message>
        <source>Print the shown shoe&apos;s board</source>
        <translation>打印当前牌靴的路纸</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
    <message>
        <source>Theme, palette, defaults for new shoes, card entry, the library&apos;s location</source>
        <translation>主题、配色、新牌靴默认值、输入牌面、牌靴库位置</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Close tracker</source>
        <translation>关闭 tracker</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>撤销上一次更改</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Redo what was undone</source>
        <translation>重做已撤销的操作</translation>
    </message>
    <message>
        <source>Log &amp;Banker</source>
        <translation>记录庄(&amp;B)</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand</source>
        <translation>下一局记为庄赢</translation>
    </message>
    <message>
        <source>Log &amp;Player</source>
        <translation>记录闲(&amp;P)</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand</source>
        <translation>下一局记为闲赢</translation>
    </message>
    <message>
        <source>Log &amp;Tie</source>
        <translation>记录和(&amp;T)</translation>
    </message>
    <message>
        <source>Log a tie as the next hand</source>
        <translation>下一局记为和</translation>
    </message>
    <message>
        <source>Enter the &amp;cards</source>
        <translation>输入牌面(&amp;C)</translation>
    </message>
    <message>
        <source>Type the next hand&apos;s cards (7h kd / 3s kc 5d); Enter logs it, Esc leaves</source>
        <translation>输入下一局的牌（7h kd / 3s kc 5d）；Enter 记录，Esc 退出</translation>
    </message>
    <message>
        <source>Mark Player pair</source>
        <translation>标记闲对</translation>
    </message>
    <message>
        <source>The next hand logged has a Player pair</source>
        <translation>下一局记录为有闲对</translation>
    </message>
    <message>
        <source>Mark Banker pair</source>
        <translation>标记庄对</translation>
    </message>
    <message>
        <source>The next hand logged has a Banker pair</source>
        <translation>下一局记录为有庄对</translation>
    </message>
    <message>
        <source>Mark natural</source>
        <translation>标记例牌</translation>
    </message>
    <message>
        <source>The next hand logged is a natural</source>
        <translation>下一局记录为例牌</translation>
    </message>
    <message>
        <source>&amp;Edit hand…</source>
        <translation>修改该局(&amp;E)…</translation>
    </message>
    <message>
        <source>Correct the hand chosen in the hands table (or double-click it)</source>
        <translation>修改牌局表中选中的一局（或双击它）</translation>
    </message>
    <message>
        <source>&amp;Insert a hand…</source>
        <translation>插入一局(&amp;I)…</translation>
    </message>
    <message>
        <source>Put a forgotten hand in before the one chosen in the hands table</source>
        <translation>在牌局表中选中的一局之前插入漏记的一局</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>删除该局(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the hand chosen in the hands table (Ctrl+Z undoes)</source>
        <translation>删除牌局表中选中的一局（Ctrl+Z 撤销）</translation>
    </message>
    <message>
        <source>&amp;New shoe at the table…</source>
        <translation>在牌桌开新靴(&amp;N)…</translation>
    </message>
    <message>
        <source>Start logging a new shoe: its casino, table, decks and rules</source>
        <translation>开始记录新牌靴：赌场、牌桌、副数和规则</translation>
    </message>
    <message>
        <source>Shoe &amp;details…</source>
        <translation>牌靴详情(&amp;D)…</translation>
    </message>
    <message>
        <source>Change the shown shoe&apos;s casino, table, start, decks, rules and notes</source>
        <translation>修改当前牌靴的赌场、牌桌、开始时间、副数、规则和备注</translation>
    </message>
    <message>
        <source>&amp;Close this shoe</source>
        <translation>结束此靴(&amp;C)</translation>
    </message>
    <message>
        <source>Mark the shoe finished: no more hands can be logged to it (Reopen undoes)</source>
        <translation>将牌靴标记为结束：不能再记录（重新打开可撤销）</translation>
    </message>
    <message>
        <source>&amp;Reopen this shoe</source>
        <translation>重新打开此靴(&amp;R)</translation>
    </message>
    <message>
        <source>Open a closed shoe for logging again</source>
        <translation>重新打开已结束的牌靴以继续记录</translation>
    </message>
    <message>
        <source>De&amp;lete this shoe…</source>
        <translation>删除此靴(&amp;L)…</translation>
    </message>
    <message>
        <source>Delete the shown shoe and its hands from the library (asks first)</source>
        <translation>从牌靴库删除当前牌靴及其牌局（先询问）</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe scorecards</source>
        <translation>色盲友好路纸(&amp;C)</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>除颜色外，也用形状区分庄和闲</translation>
    </message>
    <message>
        <source>&amp;Shoe list</source>
        <translation>牌靴列表(&amp;S)</translation>
    </message>
    <message>
        <source>Show or hide the shoe list pane (the board takes the room)</source>
        <translation>显示或隐藏牌靴列表窗格（路纸占用空出的位置）</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>牌局(&amp;H)</translation>
    </message>
    <message>
        <source>Show or hide the hands table pane (the board takes the room)</source>
        <translation>显示或隐藏牌局表窗格（路纸占用空出的位置）</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>统计(&amp;T)</translation>
    </message>
    <message>
        <source>Show or hide the statistics pane (the board takes the room)</source>
        <translation>显示或隐藏统计窗格（路纸占用空出的位置）</translation>
    </message>
    <message>
        <source>Find shoe</source>
        <translation>查找牌靴</translation>
    </message>
    <message>
        <source>Filter the shoe list</source>
        <translation>筛选牌靴列表</translation>
    </message>
    <message>
        <source>Go to the shoe &amp;list</source>
        <translation>转到牌靴列表(&amp;L)</translation>
    </message>
    <message>
        <source>Move the keys to the shoe list (Esc comes back to the table)</source>
        <translation>将键盘焦点移到牌靴列表（Esc 返回牌桌）</translation>
    </message>
    <message>
        <source>&amp;New table</source>
        <translation>新牌桌(&amp;N)</translation>
    </message>
    <message>
        <source>A tab for another table, with its own shoe and undo history</source>
        <translation>为另一张牌桌开一个标签页，有自己的牌靴和撤销记录</translation>
    </message>
    <message>
        <source>&amp;Close table tab</source>
        <translation>关闭牌桌标签页(&amp;C)</translation>
    </message>
    <message>
        <source>Close the tab (its shoe stays in the library as it is)</source>
        <translation>关闭标签页（其牌靴原样保留在牌靴库中）</translation>
    </message>
    <message>
        <source>&amp;Online table…</source>
        <translation>线上单人台(&amp;O)…</translation>
    </message>
    <message>
        <source>Practise at the online table for one: chips, Deal, exact payouts</source>
        <translation>在线上单人台练习：筹码、发牌、准确派彩</translation>
    </message>
    <message>
        <source>&amp;Casino table of five…</source>
        <translation>赌场五人台(&amp;C)…</translation>
    </message>
    <message>
        <source>Practise at a casino table of five seats, in turn, people or computer players</source>
        <translation>在五个座位的赌场台练习，轮流下注，真人或电脑玩家</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>快捷键(&amp;K)…</translation>
    </message>
    <message>
        <source>Every key of tracker</source>
        <translation>tracker 的全部快捷键</translation>
    </message>
    <message>
        <source>&amp;About tracker</source>
        <translation>关于 tracker(&amp;A)</translation>
    </message>
    <message>
        <source>What tracker is, and what it is not</source>
        <translation>tracker 是什么，不是什么</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>统计(&amp;S)…</translation>
    </message>
    <message>
        <source>The shown shoe or the whole library against chance, with charts</source>
        <translation>当前牌靴或整个牌靴库与概率对比，附图表</translation>
    </message>
    <message>
        <source>&amp;Backtest a betting system…</source>
        <translation>回测投注系统(&amp;B)…</translation>
    </message>
    <message>
        <source>Play a system over shoes or simulated shoes, beside the expected loss</source>
        <translation>用投注系统打真实或模拟牌靴，并与期望损失对照</translation>
    </message>
    <message>
        <source>Side-bet &amp;counting lab…</source>
        <translation>边注算牌实验室(&amp;C)…</translation>
    </message>
    <message>
        <source>Play a side-bet card count over simulated shoes: its gain, swings and risk</source>
        <translation>在模拟牌靴上运行边注算牌：收益、波动和风险</translation>
    </message>
    <message>
        <source>No shoe</source>
        <translation>无牌靴</translation>
    </message>
    <message>
        <source>Shoe %1</source>
        <translation>牌靴 %1</translation>
    </message>
    <message>
        <source>Shoe list</source>
        <translation>牌靴列表</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>tracker</source>
        <translation>tracker</translation>
    </message>
    <message>
        <source>%1 — tracker</source>
        <translation>%1 — tracker</translation>
    </message>
    <message>
        <source>One tab a table (Ctrl+1…9); the logging keys log into the one shown</source>
        <translation>每张牌桌一个标签页（Ctrl+1…9）；记录键记录到当前显示的牌桌</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Your library is empty.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Press &lt;b&gt;Ctrl+N&lt;/b&gt; to log a shoe at the table, hand by hand, or &lt;b&gt;Ctrl+I&lt;/b&gt; to import shoe files (hands CSV, bead strings, shoe JSON).&lt;/p&gt;&lt;p&gt;File → Import the sample shoes brings in 20 real shoes from live tables and card-level shoes dealt by tracker&apos;s simulator, to explore at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;你的牌靴库是空的。&lt;/b&gt;&lt;/p&gt;&lt;p&gt;按 &lt;b&gt;Ctrl+N&lt;/b&gt; 在牌桌上逐局记录一靴，或按 &lt;b&gt;Ctrl+I&lt;/b&gt; 导入牌靴文件（牌局 CSV、珠盘字符串、牌靴 JSON）。&lt;/p&gt;&lt;p&gt;文件 → 导入示例牌靴 会带入 20 靴来自真人牌桌的真实牌靴，以及由 tracker 模拟器逐张发牌的牌靴，可立即浏览。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>No shoe open for logging at this table: Ctrl+N starts a new shoe (Shoe → Reopen opens a closed one again).</source>
        <translation>此牌桌没有可记录的牌靴：Ctrl+N 开新靴（牌靴 → 重新打开 可再次打开已结束的牌靴）。</translation>
    </message>
    <message>
        <source>Saved: %Ln hand(s)</source>
        <translation>已保存：%Ln 局</translation>
    </message>
    <message>
        <source>Choose a hand in the hands table first (the shoe list has the keys).</source>
        <translation>请先在牌局表中选择一局（现在按键作用于牌靴列表）。</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>shoe {label!r} gives its decks only after its first {hands:,} hands were counted with {decks} decks and {burn} burn cards: a shoe this long is checked as it is read, so its decks, rules and burn cards must come with its first hands</source>
        <translation>牌靴 {label!r} 在前 {hands:,} 局已按 {decks} 副牌和 {burn} 张烧牌计算之后才给出副数：这么长的牌靴是边读边检查的，所以副数、规则和烧牌必须和最初几局一起给出</translation>
    </message>
    <message>
        <source>shoe {label!r} gives its rules only after its first {hands:,} hands were counted with {decks} decks and {burn} burn cards: a shoe this long is checked as it is read, so its decks, rules and burn cards must come with its first hands</source>
        <translation>牌靴 {label!r} 在前 {hands:,} 局已按 {decks} 副牌和 {burn} 张烧牌计算之后才给出规则：这么长的牌靴是边读边检查的，所以副数、规则和烧牌必须和最初几局一起给出</translation>
    </message>
    <message>
        <source>shoe {label!r} gives its burn only after its first {hands:,} hands were counted with {decks} decks and {burn} burn cards: a shoe this long is checked as it is read, so its decks, rules and burn cards must come with its first hands</source>
        <translation>牌靴 {label!r} 在前 {hands:,} 局已按 {decks} 副牌和 {burn} 张烧牌计算之后才给出烧牌：这么长的牌靴是边读边检查的，所以副数、规则和烧牌必须和最初几局一起给出</translation>
    </message>
    <message>
        <source>the label has {count:,} characters, more than the {limit:,} a library takes</source>
        <translation>名称有 {count:,} 个字符，超过牌靴库可容纳的 {limit:,} 个</translation>
    </message>
    <message>
        <source>the casino has {count:,} characters, more than the {limit:,} a library takes</source>
        <translation>赌场名有 {count:,} 个字符，超过牌靴库可容纳的 {limit:,} 个</translation>
    </message>
    <message>
        <source>the table name has {count:,} characters, more than the {limit:,} a library takes</source>
        <translation>牌桌名有 {count:,} 个字符，超过牌靴库可容纳的 {limit:,} 个</translation>
    </message>
    <message>
        <source>the source has {count:,} characters, more than the {limit:,} a library takes</source>
        <translation>来源有 {count:,} 个字符，超过牌靴库可容纳的 {limit:,} 个</translation>
    </message>
    <message>
        <source>the label has a NUL character (\x00), which no library takes</source>
        <translation>名称含有 NUL 字符 (\x00)，任何牌靴库都无法保存</translation>
    </message>
    <message>
        <source>the casino has a NUL character (\x00), which no library takes</source>
        <translation>赌场名含有 NUL 字符 (\x00)，任何牌靴库都无法保存</translation>
    </message>
    <message>
        <source>the table name has a NUL character (\x00), which no library takes</source>
        <translation>牌桌名含有 NUL 字符 (\x00)，任何牌靴库都无法保存</translation>
    </message>
    <message>
        <source>the source has a NUL character (\x00), which no library takes</source>
        <translation>来源含有 NUL 字符 (\x00)，任何牌靴库都无法保存</translation>
    </message>
    <message>
        <source>the notes have a NUL character (\x00), which no library takes</source>
        <translation>备注含有 NUL 字符 (\x00)，任何牌靴库都无法保存</translation>
    </message>
    <message>
        <source>the decks must be a whole number from 1 to 8, not {value}</source>
        <translation>副数必须是 1 到 8 的整数，而不是 {value}</translation>
    </message>
    <message>
        <source>{count:,} burn cards are more than the {limit} a library takes</source>
        <translation>{count:,} 张烧牌超过牌靴库可容纳的 {limit} 张</translation>
    </message>
    <message>
        <source>the cut card must be 0 to {limit:,}, not {value:,}</source>
        <translation>切牌位置必须在 0 到 {limit:,} 之间，而不是 {value:,}</translation>
    </message>
    <message>
        <source>the line {value:,} is past the {limit:,} a library takes</source>
        <translation>行号 {value:,} 超过牌靴库可容纳的 {limit:,}</translation>
    </message>
    <message>
        <source>hand number {number:,} is past the {limit:,} a library takes</source>
        <translation>局号 {number:,} 超过牌靴库可容纳的 {limit:,}</translation>
    </message>
    <message>
        <source>hand {hand} gives the player {count} cards, more than the {limit} a library takes</source>
        <translation>第 {hand} 局给闲家 {count} 张牌，超过牌靴库可容纳的 {limit} 张</translation>
    </message>
    <message>
        <source>hand {hand} gives the banker {count} cards, more than the {limit} a library takes</source>
        <translation>第 {hand} 局给庄家 {count} 张牌，超过牌靴库可容纳的 {limit} 张</translation>
    </message>
    <message>
        <source>shoe {name!r}: {problem}</source>
        <translation>牌靴 {name!r}：{problem}</translation>
    </message>
    <message>
        <source>no shoes to play: the selection is empty</source>
        <translation>没有可玩的牌靴：所选为空</translation>
    </message>
    <message>
        <source>the number of simulated shoes must be 1 to {most}, not {shoes!r}</source>
        <translation>模拟牌靴数必须在 1 到 {most} 之间，而不是 {shoes!r}</translation>
    </message>
    <message>
        <source>jobs must be 1 to {most}, not {jobs!r}</source>
        <translation>进程数必须在 1 到 {most} 之间，而不是 {jobs!r}</translation>
    </message>
    <message>
        <source>the backtest was cancelled</source>
        <translation>回测已取消</translation>
    </message>
    <message>
        <source>--from and --to name the same library ({where})</source>
        <translation>--from 和 --to 指向同一个牌靴库（{where}）</translation>
    </message>
    <message>
        <source>the copy in {target} does not agree with {source} ({rows}); was the library changed while it was copied? Empty the copy and run the copy again while nobody writes to it</source>
        <translation>{target} 中的副本与 {source} 不一致（{rows}）；复制时牌靴库是否被修改？请清空副本，在没有人写入时重新复制</translation>
    </message>
    <message>
        <source>--preset: no count is called {name!r}; the presets are {presets}</source>
        <translation>--preset：没有名为 {name!r} 的算牌法；预设有 {presets}</translation>
    </message>
    <message>
        <source>the count was cancelled</source>
        <translation>算牌已取消</translation>
    </message>
    <message>
        <source>the number of perfect-play shoes must be a whole number, not {number!r}</source>
        <translation>完美打法牌靴数必须是整数，而不是 {number!r}</translation>
    </message>
    <message>
        <source>the number of shoes must be a whole number, not {number!r}</source>
        <translation>牌靴数必须是整数，而不是 {number!r}</translation>
    </message>
    <message>
        <source>the number of perfect-play shoes must be {least} to {most}, not {number}</source>
        <translation>完美打法牌靴数必须在 {least} 到 {most} 之间，而不是 {number}</translation>
    </message>
    <message>
        <source>the number of shoes must be {least} to {most}, not {number}</source>
        <translation>牌靴数必须在 {least} 到 {most} 之间，而不是 {number}</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>无法写入 {path}：{reason}</translation>
    </message>
    <message>
        <source>{name}: {reason}</source>
        <translation>{name}：{reason}</translation>
    </message>
    <message>
        <source>this shoe is not open for logging; start a new shoe (Ctrl+N) to log hands</source>
        <translation>此牌靴未开放记录；请开新牌靴（Ctrl+N）来记录牌局</translation>
    </message>
    <message>
        <source>only a shoe logged at the table can be reopened; this one was {kind}</source>
        <translation>只有在牌桌上记录的牌靴才能重新打开；此牌靴是 {kind}</translation>
    </message>
    <message>
        <source>hand {hand}</source>
        <translation>第 {hand} 局</translation>
    </message>
    <message>
        <source>hands {first}–{last}</source>
        <translation>第 {first}–{last} 局</translation>
    </message>
    <message>
        <source>another tracker logged {hands} meanwhile</source>
        <translation>另一个 tracker 在此期间记录了{hands}</translation>
    </message>
    <message>
        <source>another tracker took back {hands} meanwhile</source>
        <translation>另一个 tracker 在此期间撤回了{hands}</translation>
    </message>
    <message>
        <source>another tracker changed the shoe&apos;s hands meanwhile</source>
        <translation>另一个 tracker 在此期间修改了牌靴的牌局</translation>
    </message>
    <message>
        <source>another tracker closed the shoe meanwhile</source>
        <translation>另一个 tracker 在此期间关闭了牌靴</translation>
    </message>
    <message>
        <source>another tracker reopened the shoe meanwhile</source>
        <translation>另一个 tracker 在此期间重新打开了牌靴</translation>
    </message>
    <message>
        <source>another tracker changed the shoe&apos;s details meanwhile</source>
        <translation>另一个 tracker 在此期间修改了牌靴的信息</translation>
    </message>
    <message>
        <source>one / only: the Player&apos;s cards / the Banker&apos;s cards</source>
        <translation>只能有一个 /：闲的牌 / 庄的牌</translation>
    </message>
    <message>
        <source>the Player&apos;s cards</source>
        <translation>闲的牌</translation>
    </message>
    <message>
        <source>the Banker&apos;s cards</source>
        <translation>庄的牌</translation>
    </message>
    <message>
        <source>the cards</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>the Player holds 2 or 3 cards, not {count}</source>
        <translation>闲应有 2 或 3 张牌，而不是 {count} 张</translation>
    </message>
    <message>
        <source>the Banker holds 2 or 3 cards, not {count}</source>
        <translation>庄应有 2 或 3 张牌，而不是 {count} 张</translation>
    </message>
    <message>
        <source>the Player&apos;s first two cards</source>
        <translation>闲的前两张牌</translation>
    </message>
    <message>
        <source>the Banker&apos;s first two cards</source>
        <translation>庄的前两张牌</translation>
    </message>
    <message>
        <source>not in this shoe any more: {reason}</source>
        <translation>牌靴里已经没有这张牌：{reason}</translation>
    </message>
    <message>
        <source>the Player&apos;s third card</source>
        <translation>闲的第三张牌</translation>
    </message>
    <message>
        <source>the Banker&apos;s third card</source>
        <translation>庄的第三张牌</translation>
    </message>
    <message>
        <source>unknown card {token!r}</source>
        <translation>未知的牌 {token!r}</translation>
    </message>
    <message>
        <source>{count} more of the first four cards (Player, Banker, …)</source>
        <translation>前四张牌还差 {count} 张（闲、庄、…）</translation>
    </message>
    <message>
        <source>{count} card(s) more than the rules deal; to keep a misdeal type the Player&apos;s cards / the Banker&apos;s cards</source>
        <translation>比规则发的牌多 {count} 张；要保留误发牌，请输入 闲的牌 / 庄的牌</translation>
    </message>
    <message>
        <source>the shoe split off</source>
        <translation>拆分出的牌靴</translation>
    </message>
    <message>
        <source>the next part</source>
        <translation>下一部分</translation>
    </message>
    <message>
        <source>{name} is no longer in the library (deleted meanwhile); nothing was changed</source>
        <translation>{name} 已不在牌靴库中（在此期间被删除）；未做任何更改</translation>
    </message>
    <message>
        <source>--scheduler: expected a Dask scheduler address tcp://HOST:PORT, not {address!r}</source>
        <translation>--scheduler：应为 Dask 调度器地址 tcp://HOST:PORT，而不是 {address!r}</translation>
    </message>
    <message>
        <source>jobs must be a whole number, not {jobs!r}</source>
        <translation>进程数必须是整数，而不是 {jobs!r}</translation>
    </message>
    <message>
        <source>the run was cancelled</source>
        <translation>运行已取消</translation>
    </message>
    <message>
        <source>--scheduler needs Dask: pip install &apos;tracker[cluster]&apos; (dask[distributed])</source>
        <translation>--scheduler 需要 Dask：pip install &apos;tracker[cluster]&apos;（dask[distributed]）</translation>
    </message>
    <message>
        <source>cannot reach the Dask scheduler at {where}: {reason}</source>
        <translation>无法连接 {where} 的 Dask 调度器：{reason}</translation>
    </message>
    <message>
        <source>the number of shoes must be a whole number of 1 or more, not {shoes!r}</source>
        <translation>牌靴数必须是 1 或以上的整数，而不是 {shoes!r}</translation>
    </message>
    <message>
        <source>online hands per shoe must be 1 to 10000, not {hands!r}</source>
        <translation>在线模式每靴局数必须是 1 到 10000，而不是 {hands!r}</translation>
    </message>
    <message>
        <source>a batch must be 1 shoe or more, not {batch!r}</source>
        <translation>每批必须至少 1 靴，而不是 {batch!r}</translation>
    </message>
    <message>
        <source>not enough memory to simulate {count} shoes at once; simulate fewer</source>
        <translation>内存不足，无法一次模拟 {count} 靴；请减少数量</translation>
    </message>
    <message>
        <source>the library holds damaged rules {rules!r} ({reason}); {fix}</source>
        <translation>牌靴库中有损坏的规则 {rules!r}（{reason}）；{fix}</translation>
    </message>
    <message>
        <source>unknown value {value!r}</source>
        <translation>未知值 {value!r}</translation>
    </message>
    <message>
        <source>a missing column</source>
        <translation>缺少一列</translation>
    </message>
    <message>
        <source>a hand row of the library{at} cannot be read: {reason}; {fix}</source>
        <translation>牌靴库中的一行牌局{at}无法读取：{reason}；{fix}</translation>
    </message>
    <message>
        <source>a shoe row of the library{at} cannot be read: {reason}; {fix}</source>
        <translation>牌靴库中的一行牌靴{at}无法读取：{reason}；{fix}</translation>
    </message>
    <message>
        <source>{place}: {column} holds {stored}, not {expected}</source>
        <translation>{place}：{column} 中是 {stored}，而不是{expected}</translation>
    </message>
    <message>
        <source>{found}; {left_out}</source>
        <translation>{found}；{left_out}</translation>
    </message>
    <message>
        <source>{named}
• {row}</source>
        <translation>{named}
• {row}</translation>
    </message>
    <message>
        <source>{named}
• and {more} more</source>
        <translation>{named}
• 另有 {more} 行</translation>
    </message>
    <message>
        <source>The library holds damaged rows: the rest of it is shown, these are left out (nothing was changed):{rows}

{fix}</source>
        <translation>牌靴库中有损坏的行：其余部分照常显示，以下各行被略过（未做任何更改）：{rows}

{fix}</translation>
    </message>
    <message>
        <source>one of {values}</source>
        <translation>{values} 之一</translation>
    </message>
    <message>
        <source>cards such as 9H 3D</source>
        <translation>如 9H 3D 这样的牌</translation>
    </message>
    <message>
        <source>text in UTF-8</source>
        <translation>UTF-8 文本</translation>
    </message>
    <message>
        <source>it is left out</source>
        <translation>已略过</translation>
    </message>
    <message>
        <source>one of {values} or nothing</source>
        <translation>{values} 之一或空</translation>
    </message>
    <message>
        <source>minutes east of UTC within ±24 hours (-1439 to 1439)</source>
        <translation>UTC 以东的分钟数，在 ±24 小时内（-1439 到 1439）</translation>
    </message>
    <message>
        <source>the JSON of a rule set</source>
        <translation>规则集的 JSON</translation>
    </message>
    <message>
        <source>a JSON object</source>
        <translation>JSON 对象</translation>
    </message>
    <message>
        <source>a JSON list</source>
        <translation>JSON 列表</translation>
    </message>
    <message>
        <source>B, P, T or nothing</source>
        <translation>B、P、T 或空</translation>
    </message>
    <message>
        <source>a date and time (YYYY-MM-DD HH:MM:SS)</source>
        <translation>日期和时间（YYYY-MM-DD HH:MM:SS）</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>a {type} value</source>
        <translation>{type} 值</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>空</translation>
    </message>
    <message>
        <source>shoe {shoe} (&quot;{label}&quot;, table &quot;{table}&quot;)</source>
        <translation>牌靴 {shoe}（&quot;{label}&quot;，牌桌 &quot;{table}&quot;）</translation>
    </message>
    <message>
        <source>shoe {shoe} (&quot;{label}&quot;)</source>
        <translation>牌靴 {shoe}（&quot;{label}&quot;）</translation>
    </message>
    <message>
        <source>shoe {shoe} (table &quot;{table}&quot;)</source>
        <translation>牌靴 {shoe}（牌桌 &quot;{table}&quot;）</translation>
    </message>
    <message>
        <source>shoe {shoe}</source>
        <translation>牌靴 {shoe}</translation>
    </message>
    <message>
        <source>hand {hand} of {shoe}, at position {position}</source>
        <translation>{shoe} 的牌局 {hand}（位置 {position}）</translation>
    </message>
    <message>
        <source>shoe {shoe} is left out wherever its hands are read</source>
        <translation>凡读取其牌局之处，牌靴 {shoe} 都被略过</translation>
    </message>
    <message>
        <source>what no shoe can</source>
        <translation>任何牌靴都不可能有的内容</translation>
    </message>
    <message>
        <source>a readable shoe ({reason})</source>
        <translation>可读取的牌靴（{reason}）</translation>
    </message>
    <message>
        <source>{table} row {row}</source>
        <translation>{table} 表第 {row} 行</translation>
    </message>
    <message>
        <source>hand {hand} of {shoe}</source>
        <translation>{shoe} 的牌局 {hand}</translation>
    </message>
    <message>
        <source>it cannot be copied</source>
        <translation>无法复制</translation>
    </message>
    <message>
        <source>{place} cannot be read: {column} holds {stored}, not {expected}; {fix}</source>
        <translation>{place} 无法读取：{column} 中是 {stored}，而不是{expected}；{fix}</translation>
    </message>
    <message>
        <source>hands {first} to {last} ({count} hands)</source>
        <translation>牌局 {first} 到 {last}（{count} 局）</translation>
    </message>
    <message>
        <source>they are left out</source>
        <translation>均已略过</translation>
    </message>
    <message>
        <source>a shoe of the library (there is no shoe {shoe})</source>
        <translation>牌靴库中的牌靴（没有牌靴 {shoe}）</translation>
    </message>
    <message>
        <source>{text!r} is not a database URL ({reason}); give --db or TRACKER_DB an SQLAlchemy URL such as sqlite:///path/to/library.sqlite, or a file path</source>
        <translation>{text!r} 不是数据库 URL（{reason}）；请给 --db 或 TRACKER_DB 一个 SQLAlchemy URL（如 sqlite:///path/to/library.sqlite）或文件路径</translation>
    </message>
    <message>
        <source>the library URL&apos;s {part} holds a NUL character (%00), which no database can take; correct the --db or TRACKER_DB URL</source>
        <translation>牌靴库 URL 的 {part} 含有 NUL 字符 (%00)，任何数据库都无法接受；请更正 --db 或 TRACKER_DB 的 URL</translation>
    </message>
    <message>
        <source>cannot open the library {where}: its database driver is not installed ({reason}); {fix}, or choose another library with --db or TRACKER_DB</source>
        <translation>无法打开牌靴库 {where}：未安装其数据库驱动（{reason}）；请{fix}，或用 --db 或 TRACKER_DB 选择另一个牌靴库</translation>
    </message>
    <message>
        <source>cannot open the library {where}: {reason}; give --db or TRACKER_DB an SQLAlchemy URL such as sqlite:///path/to/library.sqlite, or a file path</source>
        <translation>无法打开牌靴库 {where}：{reason}；请给 --db 或 TRACKER_DB 一个 SQLAlchemy URL（如 sqlite:///path/to/library.sqlite）或文件路径</translation>
    </message>
    <message>
        <source>cannot use the library {where}: {detail}; make room on its disk, or choose another with --db or TRACKER_DB</source>
        <translation>无法使用牌靴库 {where}：{detail}；请腾出磁盘空间，或用 --db 或 TRACKER_DB 选择另一个</translation>
    </message>
    <message>
        <source>cannot use the library {where}: {detail}; {fix}, or choose another with --db or TRACKER_DB</source>
        <translation>无法使用牌靴库 {where}：{detail}；请{fix}，或用 --db 或 TRACKER_DB 选择另一个</translation>
    </message>
    <message>
        <source>the library {where} is damaged ({detail}); {fix}</source>
        <translation>牌靴库 {where} 已损坏（{detail}）；请{fix}</translation>
    </message>
    <message>
        <source>check the URL (server, port, user name, password, database name) and that the server runs</source>
        <translation>检查 URL（服务器、端口、用户名、密码、数据库名）以及服务器是否在运行</translation>
    </message>
    <message>
        <source>check the user name and password</source>
        <translation>检查用户名和密码</translation>
    </message>
    <message>
        <source>check the database name in the URL</source>
        <translation>检查 URL 中的数据库名</translation>
    </message>
    <message>
        <source>cannot connect to the library {where}: {detail}; {fix}</source>
        <translation>无法连接牌靴库 {where}：{detail}；请{fix}</translation>
    </message>
    <message>
        <source>check that the database user may write to it</source>
        <translation>检查数据库用户是否有写入权限</translation>
    </message>
    <message>
        <source>install it</source>
        <translation>安装它</translation>
    </message>
    <message>
        <source>restore it from a backup of the database</source>
        <translation>从数据库的备份恢复它</translation>
    </message>
    <message>
        <source>check that the file and its folder can be written</source>
        <translation>检查文件及其文件夹是否可写</translation>
    </message>
    <message>
        <source>{path} is a folder, not a library file; give a file path</source>
        <translation>{path} 是文件夹，不是牌靴库文件；请给出文件路径</translation>
    </message>
    <message>
        <source>{path} is not a regular file (a pipe, FIFO or device), so not a library; give a file path with --db or TRACKER_DB</source>
        <translation>{path} 不是普通文件（是管道、FIFO 或设备），因此不是牌靴库；请用 --db 或 TRACKER_DB 给出文件路径</translation>
    </message>
    <message>
        <source>cannot read the library {path}: {reason}; check that the file can be read, or choose another with --db or TRACKER_DB</source>
        <translation>无法读取牌靴库 {path}：{reason}；请检查文件是否可读，或用 --db 或 TRACKER_DB 选择另一个</translation>
    </message>
    <message>
        <source>{path} is an empty file, not a tracker library; if it should hold your shoes, restore it from a copy (a library upgrade leaves one beside it, {name}.bak-*); to start a new library there, delete the file first, or choose another with --db or TRACKER_DB</source>
        <translation>{path} 是空文件，不是 tracker 牌靴库；如果它本应保存您的牌靴，请从副本恢复（牌靴库升级时会在旁边留下一份，{name}.bak-*）；要在那里新建牌靴库，请先删除该文件，或用 --db 或 TRACKER_DB 选择另一个</translation>
    </message>
    <message>
        <source>cannot create the library {path}: the folder {folder} does not exist; create it first or correct the path</source>
        <translation>无法创建牌靴库 {path}：文件夹 {folder} 不存在；请先创建它或更正路径</translation>
    </message>
    <message>
        <source>cannot create the folder for the library {path}: {reason}; choose another place with --db or TRACKER_DB</source>
        <translation>无法为牌靴库 {path} 创建文件夹：{reason}；请用 --db 或 TRACKER_DB 选择另一个位置</translation>
    </message>
    <message>
        <source>the library {path} needs an upgrade, but the backup copy made first could not be written to {target} ({reason}); make room or allow writing in its folder, then open it again (the library was not changed)</source>
        <translation>牌靴库 {path} 需要升级，但事先制作的备份副本无法写入 {target}（{reason}）；请腾出空间或允许写入其文件夹，然后再次打开（牌靴库未被修改）</translation>
    </message>
    <message>
        <source>open one of the backup copies beside it ({name}.bak-*) with --db, or recover what can be read with the sqlite3 tool&apos;s .recover command</source>
        <translation>用 --db 打开它旁边的某个备份副本（{name}.bak-*），或用 sqlite3 工具的 .recover 命令找回可读取的内容</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>the library URL&apos;s {key}={value!r} is not {must_be}; correct the --db or TRACKER_DB URL</source>
        <translation>牌靴库 URL 的 {key}={value!r} 不是{must_be}；请更正 --db 或 TRACKER_DB 的 URL</translation>
    </message>
    <message>
        <source>install tracker&apos;s postgres extra (pip install &apos;tracker[postgres]&apos;)</source>
        <translation>安装 tracker 的 postgres 扩展（pip install &apos;tracker[postgres]&apos;）</translation>
    </message>
    <message>
        <source>the library {where} is on PostgreSQL {version}, which is too old: tracker needs PostgreSQL {least} or newer; upgrade the server, or choose another library with --db or TRACKER_DB</source>
        <translation>牌靴库 {where} 位于 PostgreSQL {version}，版本太旧：tracker 需要 PostgreSQL {least} 或更新版本；请升级服务器，或用 --db 或 TRACKER_DB 选择另一个牌靴库</translation>
    </message>
    <message>
        <source>the library is damaged: open a backup copy of it (library.sqlite.bak-* beside it) or import a JSON export into a new one</source>
        <translation>牌靴库已损坏：请打开它的备份副本（旁边的 library.sqlite.bak-*），或将 JSON 导出文件导入新的牌靴库</translation>
    </message>
    <message>
        <source>The library is damaged: open a backup copy of it (library.sqlite.bak-* beside it) or import a JSON export into a new one.</source>
        <translation>牌靴库已损坏：请打开它的备份副本（旁边的 library.sqlite.bak-*），或将 JSON 导出文件导入新的牌靴库。</translation>
    </message>
    <message>
        <source>import cancelled; nothing of it was stored</source>
        <translation>导入已取消；该文件的内容均未保存</translation>
    </message>
    <message>
        <source>{where} is not a tracker library (it is not an SQLite database); choose another file with --db or TRACKER_DB, or move this one away to start a new library there</source>
        <translation>{where} 不是 tracker 牌靴库（不是 SQLite 数据库）；请用 --db 或 TRACKER_DB 选择另一个文件，或将此文件移走以在那里新建牌靴库</translation>
    </message>
    <message>
        <source>{named} and {more} more</source>
        <translation>{named} 等另外 {more} 个</translation>
    </message>
    <message>
        <source>{where} is not a tracker library (it has no shoes table): it holds tables of another program: {held}; it was left as it was: choose another file with --db or TRACKER_DB, or move this one away</source>
        <translation>{where} 不是 tracker 牌靴库（没有 shoes 表）：它存放着其他程序的表：{held}；它保持原样未动：请用 --db 或 TRACKER_DB 选择另一个文件，或将此文件移走</translation>
    </message>
    <message>
        <source>the library {where} is locked: another program (perhaps another tracker window or import) is writing to it; wait for it to finish or close it, then try again</source>
        <translation>牌靴库 {where} 已被锁定：另一个程序（可能是另一个 tracker 窗口或导入）正在写入；请等它完成或将其关闭，然后重试</translation>
    </message>
    <message>
        <source>the library {where} was changed by another writer at the same moment; nothing was stored: try again</source>
        <translation>牌靴库 {where} 在同一时刻被另一个写入者修改；未保存任何内容：请重试</translation>
    </message>
    <message>
        <source>shoe {shoe} was changed elsewhere (revision {revision}, not {expected}); nothing was written</source>
        <translation>牌靴 {shoe} 已在别处被修改（修订 {revision}，而非 {expected}）；未写入任何内容</translation>
    </message>
    <message>
        <source>shoe {shoe} is closed; start a new shoe to log more hands</source>
        <translation>牌靴 {shoe} 已关闭；请开新牌靴以记录更多牌局</translation>
    </message>
    <message>
        <source>no practice session {session} in the library {where}</source>
        <translation>牌靴库 {where} 中没有练习场次 {session}</translation>
    </message>
    <message>
        <source>the shoe {label!r} at table {table!r}</source>
        <translation>牌桌 {table!r} 的牌靴 {label!r}</translation>
    </message>
    <message>
        <source>the shoe {label!r}</source>
        <translation>牌靴 {label!r}</translation>
    </message>
    <message>
        <source>the shoe at table {table!r}</source>
        <translation>牌桌 {table!r} 的牌靴</translation>
    </message>
    <message>
        <source>the shoe</source>
        <translation>该牌靴</translation>
    </message>
    <message>
        <source>{shoe} has {hands} hands: a split must leave hands on both sides (asked to split before hand {hand})</source>
        <translation>{shoe} 有 {hands} 局：拆分后两边都必须有牌局（要求在第 {hand} 局之前拆分）</translation>
    </message>
    <message>
        <source>shoe {shoe} cannot be merged with itself</source>
        <translation>牌靴 {shoe} 不能与自身合并</translation>
    </message>
    <message>
        <source>no shoe {shoe} in the library {where}</source>
        <translation>牌靴库 {where} 中没有牌靴 {shoe}</translation>
    </message>
    <message>
        <source>no hand {hand} in the library {where}</source>
        <translation>牌靴库 {where} 中没有牌局 {hand}</translation>
    </message>
    <message>
        <source>the library {where} is damaged: its table {table!r} is missing; {fix}</source>
        <translation>牌靴库 {where} 已损坏：缺少表 {table!r}；请{fix}</translation>
    </message>
    <message>
        <source>the library {where} does not record its schema revision (its alembic_version table is empty or holds several); it is damaged: open one of the backup copies beside it ({name}.bak-*) with --db, or choose another library</source>
        <translation>牌靴库 {where} 没有记录其结构修订版本（alembic_version 表为空或有多条）；它已损坏：请用 --db 打开它旁边的某个备份副本（{name}.bak-*），或选择另一个牌靴库</translation>
    </message>
    <message>
        <source>{where} was written by a newer version of tracker; upgrade the app to open it (its schema is {current}; this version knows up to {head})</source>
        <translation>{where} 由更新版本的 tracker 写入；请升级本程序后再打开（其结构为 {current}；本版本最多支持到 {head}）</translation>
    </message>
    <message>
        <source>the library {where} is damaged: its table {table!r} has no column {column!r}, which its schema revision ({revision}) has; {fix}</source>
        <translation>牌靴库 {where} 已损坏：表 {table!r} 缺少其结构修订版本（{revision}）应有的列 {column!r}；请{fix}</translation>
    </message>
    <message>
        <source>its table {table!r}</source>
        <translation>其表 {table!r}</translation>
    </message>
    <message>
        <source>its table {table!r} has the column {column!r}</source>
        <translation>其表 {table!r} 有列 {column!r}</translation>
    </message>
    <message>
        <source>{what}, which came with revision {revision}</source>
        <translation>{what}，这是修订版本 {revision} 带来的</translation>
    </message>
    <message>
        <source>open the copy tracker made before its upgrade ({name}.bak-*) with --db</source>
        <translation>请用 --db 打开 tracker 在升级前制作的副本（{name}.bak-*）</translation>
    </message>
    <message>
        <source>the library {where} says its schema is revision {current}, but its tables are of a later revision ({found}); it was left as it was: {restore}, or, if its tables are all of revision {latest}, record that in it (UPDATE alembic_version SET version_num = &apos;{latest}&apos;)</source>
        <translation>牌靴库 {where} 声称其结构为修订版本 {current}，但其表属于更新的修订版本（{found}）；它保持原样未动：{restore}，或者，如果其表全是修订版本 {latest} 的，请在库中记录这一点（UPDATE alembic_version SET version_num = &apos;{latest}&apos;）</translation>
    </message>
    <message>
        <source>the library {where} is not empty (its {table} table holds {held} rows): copy into a new, empty library, or bring shoes into this one with tracker export and tracker import</source>
        <translation>牌靴库 {where} 不是空的（其 {table} 表有 {held} 行）：请复制到一个新的空牌靴库，或用 tracker export 和 tracker import 把牌靴导入这个库</translation>
    </message>
    <message>
        <source>copy cancelled; nothing was stored in the target</source>
        <translation>复制已取消；目标中未保存任何内容</translation>
    </message>
    <message>
        <source>a damaged row of the source library: {what}; nothing was copied: tracker export --format json writes the rest of the library, which tracker import stores in a new one</source>
        <translation>源牌靴库中有损坏的行：{what}；未复制任何内容：tracker export --format json 会写出库中其余内容，再由 tracker import 存入新库</translation>
    </message>
    <message>
        <source>the {table} table cannot be read ({reason})</source>
        <translation>{table} 表无法读取（{reason}）</translation>
    </message>
    <message>
        <source>a row of the {table} table after {last} cannot be read ({reason})</source>
        <translation>{table} 表中 {last} 之后的一行无法读取（{reason}）</translation>
    </message>
    <message>
        <source>{value:,} is past the {largest:,} a library takes</source>
        <translation>{value:,} 超过牌靴库可容纳的 {largest:,}</translation>
    </message>
    <message>
        <source>it has {count:,} characters, more than the {length:,} a library takes</source>
        <translation>它有 {count:,} 个字符，超过牌靴库可容纳的 {length:,} 个</translation>
    </message>
    <message>
        <source>it has a NUL character (\x00), which no library takes</source>
        <translation>它含有 NUL 字符 (\x00)，任何牌靴库都无法保存</translation>
    </message>
    <message>
        <source>the {table} row of {key} cannot be copied: its {name}: {problem}; change it in the source library first; nothing was copied</source>
        <translation>{key} 的 {table} 行无法复制：其 {name}：{problem}；请先在源牌靴库中修改它；未复制任何内容</translation>
    </message>
    <message>
        <source>Player draws on 0–5 and stands on 6 or 7</source>
        <translation>闲 0–5 点补牌，6 或 7 点停牌</translation>
    </message>
    <message>
        <source>a natural 8 or 9 on either side: both hands stand</source>
        <translation>任一方例牌 8 或 9：双方都停牌</translation>
    </message>
    <message>
        <source>when the Player stands, Banker draws on 0–5 and stands on 6 or 7</source>
        <translation>闲停牌时，庄 0–5 点补牌，6 或 7 点停牌</translation>
    </message>
    <message>
        <source>{low} or {high}</source>
        <translation>{low} 或 {high}</translation>
    </message>
    <message>
        <source>{low}–{high}</source>
        <translation>{low}–{high}</translation>
    </message>
    <message>
        <source>Banker {total} always draws</source>
        <translation>庄 {total} 点一律补牌</translation>
    </message>
    <message>
        <source>Banker {total} always stands</source>
        <translation>庄 {total} 点一律停牌</translation>
    </message>
    <message>
        <source>Banker {total} draws unless the Player&apos;s third card is {values}</source>
        <translation>庄 {total} 点补牌，除非闲的第三张牌是 {values}</translation>
    </message>
    <message>
        <source>Banker {total} draws when the Player&apos;s third card is {values}</source>
        <translation>闲的第三张牌是 {values} 时，庄 {total} 点补牌</translation>
    </message>
    <message>
        <source>Player natural {player} and Banker natural {banker} — {rule}</source>
        <translation>闲例牌 {player}，庄例牌 {banker} — {rule}</translation>
    </message>
    <message>
        <source>Player natural {player} — {rule}</source>
        <translation>闲例牌 {player} — {rule}</translation>
    </message>
    <message>
        <source>Banker natural {banker} — {rule}</source>
        <translation>庄例牌 {banker} — {rule}</translation>
    </message>
    <message>
        <source>Player {total} draws — {rule}</source>
        <translation>闲 {total} 点补牌 — {rule}</translation>
    </message>
    <message>
        <source>Player {total} stands — {rule}</source>
        <translation>闲 {total} 点停牌 — {rule}</translation>
    </message>
    <message>
        <source>Banker {total} draws on a third card of {third} — {rule}</source>
        <translation>闲第三张牌为 {third}，庄 {total} 点补牌 — {rule}</translation>
    </message>
    <message>
        <source>Banker {total} stands on a third card of {third} — {rule}</source>
        <translation>闲第三张牌为 {third}，庄 {total} 点停牌 — {rule}</translation>
    </message>
    <message>
        <source>Banker {total} draws — {rule}</source>
        <translation>庄 {total} 点补牌 — {rule}</translation>
    </message>
    <message>
        <source>Banker {total} stands — {rule}</source>
        <translation>庄 {total} 点停牌 — {rule}</translation>
    </message>
    <message>
        <source>Tie, {player} to {banker}</source>
        <translation>和，{player} 比 {banker}</translation>
    </message>
    <message>
        <source>Banker wins, {banker} to {player}</source>
        <translation>庄赢，{banker} 比 {player}</translation>
    </message>
    <message>
        <source>Player wins, {player} to {banker}</source>
        <translation>闲赢，{player} 比 {banker}</translation>
    </message>
    <message>
        <source>{n} cards left before this hand</source>
        <translation>本局前剩余 {n} 张牌</translation>
    </message>
    <message>
        <source>the burn cards cannot come from the shoe ({reason})</source>
        <translation>烧牌不可能出自这个牌靴（{reason}）</translation>
    </message>
    <message>
        <source>hand {number} records no cards, so the cards left after it are not known</source>
        <translation>第 {number} 局没有记录牌面，之后的剩余牌数未知</translation>
    </message>
    <message>
        <source>the cards up to hand {number} cannot all come from the shoe</source>
        <translation>到第 {number} 局为止的牌不可能全部出自这个牌靴</translation>
    </message>
    <message>
        <source>{n} cards left: too few for a coup</source>
        <translation>剩余 {n} 张牌：不够发一局</translation>
    </message>
    <message>
        <source>Each side is dealt two cards first; this hand records fewer.</source>
        <translation>每方先发两张牌；本局记录的牌少于此数。</translation>
    </message>
    <message>
        <source>By the rules this hand needs more cards than are recorded (the problem says which).</source>
        <translation>按规则，本局需要的牌多于记录的牌（问题中有说明）。</translation>
    </message>
    <message>
        <source>As recorded, the Player holds {player} cards and the Banker {banker}: the rules give {rules_player} and {rules_banker}.</source>
        <translation>按记录，闲有 {player} 张牌，庄有 {banker} 张：按规则应为 {rules_player} 张和 {rules_banker} 张。</translation>
    </message>
    <message>
        <source>no shoe was stored after this one from the same file</source>
        <translation>同一文件中这个牌靴之后没有存储其他牌靴</translation>
    </message>
    <message>
        <source>{error}: undo refused; the shoe is shown as it is now</source>
        <translation>{error}：撤销被拒绝；现按牌靴的当前状态显示</translation>
    </message>
    <message>
        <source>{error}: redo refused; the shoe is shown as it is now</source>
        <translation>{error}：重做被拒绝；现按牌靴的当前状态显示</translation>
    </message>
    <message>
        <source>another tracker changed the shoe meanwhile</source>
        <translation>另一个 tracker 在此期间更改了该牌靴</translation>
    </message>
    <message>
        <source>{error}: the edit was refused; the shoe is shown as it is now</source>
        <translation>{error}：修改被拒绝；现按牌靴的当前状态显示</translation>
    </message>
    <message>
        <source>{error}: the delete was refused; the shoe is shown as it is now</source>
        <translation>{error}：删除被拒绝；现按牌靴的当前状态显示</translation>
    </message>
    <message>
        <source>{field}: expected a whole number above {above}, not {given!r}</source>
        <translation>{field}：应为大于 {above} 的整数，而不是 {given!r}</translation>
    </message>
    <message>
        <source>{field}: expected a number above {above}, not {given!r}</source>
        <translation>{field}：应为大于 {above} 的数，而不是 {given!r}</translation>
    </message>
    <message>
        <source>{field}: expected a whole number, not {given!r}</source>
        <translation>{field}：应为整数，而不是 {given!r}</translation>
    </message>
    <message>
        <source>{field}: expected a number, not {given!r}</source>
        <translation>{field}：应为数字，而不是 {given!r}</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>注额</translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation>本金</translation>
    </message>
    <message>
        <source>Seed: expected a whole number from 0 to 2**64 - 1 (or empty for a random seed), not {given!r}</source>
        <translation>种子：应为 0 到 2**64 - 1 之间的整数（留空则随机），而不是 {given!r}</translation>
    </message>
    <message>
        <source>Table: {reason}</source>
        <translation>牌桌：{reason}</translation>
    </message>
    <message>
        <source>unknown card {token!r}: {reason}</source>
        <translation>未知的牌 {token!r}：{reason}</translation>
    </message>
    <message>
        <source>{place}: {reason}</source>
        <translation>{place}：{reason}</translation>
    </message>
    <message>
        <source>decks must be a whole number from {low} to {high}, not {decks!r}</source>
        <translation>副数必须是 {low} 到 {high} 的整数，而不是 {decks!r}</translation>
    </message>
    <message>
        <source>card {number} ({card}): the shoe holds no more ten-value cards</source>
        <translation>第 {number} 张牌（{card}）：牌靴里已没有点数为十的牌</translation>
    </message>
    <message>
        <source>an {decks}-deck shoe</source>
        <translation>{decks} 副牌的牌靴</translation>
    </message>
    <message>
        <source>a {decks}-deck shoe</source>
        <translation>{decks} 副牌的牌靴</translation>
    </message>
    <message>
        <source>expected a rank (A or 1, 2-9, T or 10, J, Q, K; a bare 0 for any ten-value card) optionally followed by a suit (S, H, D, C)</source>
        <translation>应为点数（A 或 1、2-9、T 或 10、J、Q、K；单独的 0 表示任意点数为十的牌），后面可跟花色（S、H、D、C）</translation>
    </message>
    <message>
        <source>empty card</source>
        <translation>空的牌</translation>
    </message>
    <message>
        <source>{where}, card {number}</source>
        <translation>{where}，第 {number} 张</translation>
    </message>
    <message>
        <source>card {number}</source>
        <translation>第 {number} 张牌</translation>
    </message>
    <message>
        <source>card {number} ({card}): the shoe holds no more cards of rank {rank}</source>
        <translation>第 {number} 张牌（{card}）：牌靴里已没有点数 {rank} 的牌</translation>
    </message>
    <message>
        <source>card {number} ({card}): {shoe} holds only {count} of it</source>
        <translation>第 {number} 张牌（{card}）：{shoe}里这张牌只有 {count} 张</translation>
    </message>
    <message>
        <source>a count tags 13 ranks, not {count}</source>
        <translation>算牌法要为 13 个点数定值，而不是 {count} 个</translation>
    </message>
    <message>
        <source>a betting rule is one of {rules}, not {rule!r}</source>
        <translation>下注规则须为 {rules} 之一，而不是 {rule!r}</translation>
    </message>
    <message>
        <source>the lab plays the side bets {bets}, not {bet!r}</source>
        <translation>实验室只玩边注 {bets}，不玩 {bet!r}</translation>
    </message>
    <message>
        <source>the stake must be more than 0, not {stake}</source>
        <translation>注额必须大于 0，而不是 {stake}</translation>
    </message>
    <message>
        <source>--tags: {item!r} is not RANK:VALUE with a rank of A, 2–9, T, J, Q, K</source>
        <translation>--tags：{item!r} 不是“点数:值”（点数为 A、2–9、T、J、Q、K）</translation>
    </message>
    <message>
        <source>--tags: the value of {rank} must be a whole number, not {value!r}</source>
        <translation>--tags：{rank} 的值必须是整数，而不是 {value!r}</translation>
    </message>
    <message>
        <source>--tags: the rank {rank} is given twice</source>
        <translation>--tags：点数 {rank} 出现了两次</translation>
    </message>
    <message>
        <source>--tags: give at least one rank&apos;s value, e.g. 8:2,9:2,4:-1</source>
        <translation>--tags：至少给出一个点数的值，例如 8:2,9:2,4:-1</translation>
    </message>
    <message>
        <source>--bet-when: expected rc&gt;N or rc&gt;=N (N whole) or tc&gt;=N, not {text!r}</source>
        <translation>--bet-when：应为 rc&gt;N 或 rc&gt;=N（N 为整数）或 tc&gt;=N，而不是 {text!r}</translation>
    </message>
    <message>
        <source>--after-cut is one or stop, not {after_cut!r}</source>
        <translation>--after-cut 须为 one 或 stop，而不是 {after_cut!r}</translation>
    </message>
    <message>
        <source>the number of shoes must be 1 or more, not {shoes}</source>
        <translation>牌靴数必须为 1 或以上，而不是 {shoes}</translation>
    </message>
    <message>
        <source>the coup needed a card number {needed} but only {had} were there to deal</source>
        <translation>这一局需要第 {needed} 张牌，但只有 {had} 张可发</translation>
    </message>
    <message>
        <source>only {cards} card left</source>
        <translation>只剩 {cards} 张牌</translation>
    </message>
    <message>
        <source>only {cards} cards left</source>
        <translation>只剩 {cards} 张牌</translation>
    </message>
    <message>
        <source>{left}: how far one card moves the odds needs {needed}, since a coup can need {least} cards after one is taken out</source>
        <translation>{left}：计算一张牌对赔率的影响需要 {needed} 张，因为取出一张后一局仍可能需要 {least} 张牌</translation>
    </message>
    <message>
        <source>{left}: a coup can need {least} cards, so the odds of the next hand are not defined (a shoe this short is reshuffled before another hand)</source>
        <translation>{left}：一局可能需要 {least} 张牌，因此下一局的赔率无法确定（这么短的牌靴会在下一局前重新洗牌）</translation>
    </message>
    <message>
        <source>the composition has a negative count of some value</source>
        <translation>牌的组成中某个点数的数量为负</translation>
    </message>
    <message>
        <source>a seed must be a whole number from 0 to {limit}, not {seed!r}</source>
        <translation>种子必须是 0 到 {limit} 的整数，而不是 {seed!r}</translation>
    </message>
    <message>
        <source>winner must be B, P or T (or Banker, Player, Tie), not {text!r}</source>
        <translation>赢家必须是 B、P 或 T（或 Banker、Player、Tie），而不是 {text!r}</translation>
    </message>
    <message>
        <source>Banker commission must be 5 or 4 percent, not {commission!r}</source>
        <translation>庄的抽佣必须是 5% 或 4%，而不是 {commission!r}</translation>
    </message>
    <message>
        <source>Tie must pay 8 or 9 to 1, not {pays!r}</source>
        <translation>和必须 1 赔 8 或 1 赔 9，而不是 {pays!r}</translation>
    </message>
    <message>
        <source>pair bets pay 11 to 1, not {pays!r}</source>
        <translation>对子注 1 赔 11，而不是 {pays!r}</translation>
    </message>
    <message>
        <source>hands after the cut card must be 0 to 3, not {hands}</source>
        <translation>切牌卡出现后的局数必须是 0 到 3，而不是 {hands}</translation>
    </message>
    <message>
        <source>the cut card must leave {least} to {most} cards behind it in {shoe}, not {cut}</source>
        <translation>在{shoe}中，切牌卡后面必须留 {least} 到 {most} 张牌，而不是 {cut} 张</translation>
    </message>
    <message>
        <source>unknown rule {rule!r}</source>
        <translation>未知的规则 {rule!r}</translation>
    </message>
    <message>
        <source>a stake must be an exact amount (int or Decimal), not {stake!r}</source>
        <translation>注额必须是精确金额（int 或 Decimal），而不是 {stake!r}</translation>
    </message>
    <message>
        <source>a stake must be a positive amount, not {stake}</source>
        <translation>注额必须是正数，而不是 {stake}</translation>
    </message>
    <message>
        <source>{bet}: the first two cards are ten-value cards of unknown rank</source>
        <translation>{bet}：前两张牌是点数未知的十点牌</translation>
    </message>
    <message>
        <source>the shoe is finished: the cut card came out and the last hand was dealt; shuffle a new shoe</source>
        <translation>这靴牌已结束：切牌卡已出，最后一局已发完；请洗一靴新牌</translation>
    </message>
    <message>
        <source>{bet}: a stake cannot be negative ({stake})</source>
        <translation>{bet}：注额不能为负（{stake}）</translation>
    </message>
    <message>
        <source>{bet} is not turned on at this table</source>
        <translation>本牌桌未开放 {bet}</translation>
    </message>
    <message>
        <source>{bet} needs a bet on Player, Banker or Tie beside it</source>
        <translation>{bet} 需要同时在闲、庄或和上下注</translation>
    </message>
    <message>
        <source>{bet}: a side bet of {stake} is more than the main bet of {main}; this table allows a side bet up to the main bet</source>
        <translation>{bet}：边注 {stake} 超过主注 {main}；本牌桌的边注不得超过主注</translation>
    </message>
    <message>
        <source>{where}: expected an object, not {data!r}</source>
        <translation>{where}：应为对象，而不是 {data!r}</translation>
    </message>
    <message>
        <source>{where}.enabled: expected a list of side bet ids</source>
        <translation>{where}.enabled：应为边注 id 的列表</translation>
    </message>
    <message>
        <source>expected a side bet id, not {bet_id!r}</source>
        <translation>应为边注 id，而不是 {bet_id!r}</translation>
    </message>
    <message>
        <source>{where}.enabled[{i}]: {reason}</source>
        <translation>{where}.enabled[{i}]：{reason}</translation>
    </message>
    <message>
        <source>{where}.main_bet: expected one of {choices}, not {raw!r}</source>
        <translation>{where}.main_bet：应为 {choices} 之一，而不是 {raw!r}</translation>
    </message>
    <message>
        <source>no side bet {bet_id!r}: the side bets are {ids}</source>
        <translation>没有边注 {bet_id!r}：边注有 {ids}</translation>
    </message>
    <message>
        <source>{bet}: the Player&apos;s first two cards are ten-value cards of unknown rank, so whether they are a pair is not known</source>
        <translation>{bet}：闲的前两张牌是点数未知的十点牌，无法确定是否成对</translation>
    </message>
    <message>
        <source>{bet}: the Banker&apos;s first two cards are ten-value cards of unknown rank, so whether they are a pair is not known</source>
        <translation>{bet}：庄的前两张牌是点数未知的十点牌，无法确定是否成对</translation>
    </message>
    <message>
        <source>a file name that is not UTF-8 text cannot be shown or stored (it holds {name}); rename the file with UTF-8 characters and try again</source>
        <translation>不是 UTF-8 文本的文件名无法显示或保存（其中含有 {name}）；请用 UTF-8 字符重命名文件后再试</translation>
    </message>
    <message>
        <source>the output cannot be shown in this terminal&apos;s encoding ({encoding}): {text} has no place in it; use a UTF-8 terminal, or set PYTHONIOENCODING=utf-8</source>
        <translation>输出无法以此终端的编码（{encoding}）显示：{text} 不在其中；请使用 UTF-8 终端，或设置 PYTHONIOENCODING=utf-8</translation>
    </message>
    <message>
        <source>text that is not {encoding} where it was expected ({reason}); set PYTHONIOENCODING=utf-8 or save the input as UTF-8</source>
        <translation>此处应为 {encoding} 文本，但并不是（{reason}）；请设置 PYTHONIOENCODING=utf-8 或将输入保存为 UTF-8</translation>
    </message>
    <message>
        <source>the disk is full ({reason}); make room and try again</source>
        <translation>磁盘已满（{reason}）；请腾出空间后再试</translation>
    </message>
    <message>
        <source>permission denied ({reason}); check who may read and write it</source>
        <translation>权限不足（{reason}）；请检查谁可以读写它</translation>
    </message>
    <message>
        <source>the output&apos;s reader went away (broken pipe)</source>
        <translation>输出的读取方已断开（管道中断）</translation>
    </message>
    <message>
        <source>line {line}, hand {hand}: records no winner and no cards</source>
        <translation>第 {line} 行，第 {hand} 局：既没有记录赢家也没有记录牌</translation>
    </message>
    <message>
        <source>hand {hand}: records no winner and no cards</source>
        <translation>第 {hand} 局：既没有记录赢家也没有记录牌</translation>
    </message>
    <message>
        <source>{where}: character {position} is {char!r}; expected B, P or T (spaces are ignored)</source>
        <translation>{where}：第 {position} 个字符是 {char!r}；应为 B、P 或 T（空格会被忽略）</translation>
    </message>
    <message>
        <source>a vertical tab</source>
        <translation>垂直制表符</translation>
    </message>
    <message>
        <source>a form feed</source>
        <translation>换页符</translation>
    </message>
    <message>
        <source>a file separator</source>
        <translation>文件分隔符</translation>
    </message>
    <message>
        <source>a group separator</source>
        <translation>组分隔符</translation>
    </message>
    <message>
        <source>a record separator</source>
        <translation>记录分隔符</translation>
    </message>
    <message>
        <source>a next-line character, NEL</source>
        <translation>下一行字符 NEL</translation>
    </message>
    <message>
        <source>a line separator</source>
        <translation>行分隔符</translation>
    </message>
    <message>
        <source>a paragraph separator</source>
        <translation>段落分隔符</translation>
    </message>
    <message>
        <source>{code} ({name}) ends a line for some programs but not in a bead file, whose lines end in a line feed: save the file with ordinary line ends</source>
        <translation>{code}（{name}）在某些程序中表示换行，但在珠盘文件中不是，珠盘文件的行以换行符结束：请用普通的换行保存文件</translation>
    </message>
    <message>
        <source>{char!r} is not a bead letter: a bead string holds B, P and T (a label ends with a colon, # starts a comment)</source>
        <translation>{char!r} 不是珠子字母：珠串只含 B、P 和 T（标签以冒号结尾，# 开始注释）</translation>
    </message>
    <message>
        <source>a shoe of more than {cap:,} hands (the cap on one shoe; an 8-deck shoe deals at most 104)</source>
        <translation>一靴超过 {cap:,} 局（每靴上限；8 副牌的牌靴最多发 104 局）</translation>
    </message>
    <message>
        <source>decks must be a whole number from 1 to 8, not {text!r}</source>
        <translation>副数必须是 1 到 8 的整数，而不是 {text!r}</translation>
    </message>
    <message>
        <source>a start time must be ISO 8601 (2025-08-09T00:26:15+00:00), not {text!r}</source>
        <translation>开始时间必须是 ISO 8601 格式（2025-08-09T00:26:15+00:00），而不是 {text!r}</translation>
    </message>
    <message>
        <source>shoe_first_time_ms must be Unix time in milliseconds, not {text!r}</source>
        <translation>shoe_first_time_ms 必须是以毫秒计的 Unix 时间，而不是 {text!r}</translation>
    </message>
    <message>
        <source>a shoe&apos;s kind must be one of {names}, not {text!r}</source>
        <translation>牌靴的类型必须是 {names} 之一，而不是 {text!r}</translation>
    </message>
    <message>
        <source>rules are words name=value with the names {known}; not {word!r}</source>
        <translation>规则是 name=value 形式的词，名称为 {known}；不能是 {word!r}</translation>
    </message>
    <message>
        <source>{name} must be 1 or 0 (or true, false), not {value!r}</source>
        <translation>{name} 必须是 1 或 0（或 true、false），而不是 {value!r}</translation>
    </message>
    <message>
        <source>{name} must be a whole number, not {value!r}</source>
        <translation>{name} 必须是整数，而不是 {value!r}</translation>
    </message>
    <message>
        <source>the cut card must be a whole number of cards from 0 to {cap:,}, not {text!r}</source>
        <translation>切牌卡必须是 0 到 {cap:,} 的整数张牌，而不是 {text!r}</translation>
    </message>
    <message>
        <source>a JSON value nested deeper than {depth} levels of lists and objects</source>
        <translation>JSON 值的列表和对象嵌套超过 {depth} 层</translation>
    </message>
    <message>
        <source>not a JSON object: {reason}</source>
        <translation>不是 JSON 对象：{reason}</translation>
    </message>
    <message>
        <source>must be a JSON object ({{…}}), not {text!r}</source>
        <translation>必须是 JSON 对象（{{…}}），而不是 {text!r}</translation>
    </message>
    <message>
        <source>a JSON value nested deeper than {depth} levels</source>
        <translation>JSON 值嵌套超过 {depth} 层</translation>
    </message>
    <message>
        <source>text with half of a UTF-16 surrogate pair (such as \ud800), which no UTF-8 text can hold</source>
        <translation>文本含有半个 UTF-16 代理对（如 \ud800），UTF-8 文本无法容纳</translation>
    </message>
    <message>
        <source>a total must be a whole number from 0 to 9, not {text!r}</source>
        <translation>点数必须是 0 到 9 的整数，而不是 {text!r}</translation>
    </message>
    <message>
        <source>a flag must be 1 or 0 (or true, false), not {text!r}</source>
        <translation>标记必须是 1 或 0（或 true、false），而不是 {text!r}</translation>
    </message>
    <message>
        <source>a hand number must be a whole number 1, 2, … up to {cap:,}, not {text!r}</source>
        <translation>局号必须是整数 1、2、… 最大 {cap:,}，而不是 {text!r}</translation>
    </message>
    <message>
        <source>unknown card {token!r} (card {number}): {reason}</source>
        <translation>未知的牌 {token!r}（第 {number} 张）：{reason}</translation>
    </message>
    <message>
        <source>a cell of {length:,} characters, past the cap of {cap:,}</source>
        <translation>单元格有 {length:,} 个字符，超过上限 {cap:,}</translation>
    </message>
    <message>
        <source>the quote (&quot;) that opens this cell is not closed on its line, so the cell runs on over {lines} more line: a closing quote missing?</source>
        <translation>开启此单元格的引号（&quot;）没有在本行闭合，所以单元格延续了 {lines} 行：是否缺少闭合引号？</translation>
    </message>
    <message>
        <source>the quote (&quot;) that opens this cell is not closed on its line, so the cell runs on over {lines} more lines: a closing quote missing?</source>
        <translation>开启此单元格的引号（&quot;）没有在本行闭合，所以单元格延续了 {lines} 行：是否缺少闭合引号？</translation>
    </message>
    <message>
        <source>not a hands CSV: the header names none of the columns shoe, hand, player, banker, winner</source>
        <translation>不是牌局 CSV：表头中没有 shoe、hand、player、banker、winner 中的任何一列</translation>
    </message>
    <message>
        <source>missing column {missing!r}: a hands CSV with {have!r} cards needs both sides</source>
        <translation>缺少列 {missing!r}：含 {have!r} 牌的牌局 CSV 需要两边的牌</translation>
    </message>
    <message>
        <source>missing column &apos;winner&apos; (or &apos;player&apos; and &apos;banker&apos; for cards): every hand needs its cards or its winner</source>
        <translation>缺少列 &apos;winner&apos;（或记录牌的 &apos;player&apos; 和 &apos;banker&apos;）：每局都需要牌或赢家</translation>
    </message>
    <message>
        <source>shoe {label!r} has more than {cap:,} hands (the cap on one shoe; an 8-deck shoe deals at most 104): is the shoe column missing?</source>
        <translation>牌靴 {label!r} 超过 {cap:,} 局（每靴上限；8 副牌的牌靴最多发 104 局）：是否缺少 shoe 列？</translation>
    </message>
    <message>
        <source>a row needs cards (player and banker) or a winner</source>
        <translation>每行都需要牌（player 和 banker）或赢家</translation>
    </message>
    <message>
        <source>not a readable CSV row: {reason}</source>
        <translation>无法读取的 CSV 行：{reason}</translation>
    </message>
    <message>
        <source>{place}, line {line}</source>
        <translation>{place}，第 {line} 行</translation>
    </message>
    <message>
        <source>{place}, {part}</source>
        <translation>{place}，{part}</translation>
    </message>
    <message>
        <source>field {field}</source>
        <translation>字段 {field}</translation>
    </message>
    <message>
        <source>column {column}</source>
        <translation>第 {column} 列</translation>
    </message>
    <message>
        <source>field {field!r}</source>
        <translation>字段 {field!r}</translation>
    </message>
    <message>
        <source>column {column!r}</source>
        <translation>列 {column!r}</translation>
    </message>
    <message>
        <source>expected a field name in double quotes (a &apos;,&apos; too many before &apos;}}&apos;?)</source>
        <translation>应为双引号中的字段名（&apos;}}&apos; 前多了一个 &apos;,&apos;？）</translation>
    </message>
    <message>
        <source>expected a value (a number, text in double quotes, true, false, null, a list or an object)</source>
        <translation>应为一个值（数字、双引号中的文本、true、false、null、列表或对象）</translation>
    </message>
    <message>
        <source>the text in double quotes that starts here never ends</source>
        <translation>从这里开始的双引号文本没有结束</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; between two values</source>
        <translation>两个值之间应有 &apos;,&apos;</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a field name</source>
        <translation>字段名后应有 &apos;:&apos;</translation>
    </message>
    <message>
        <source>a line break or control character inside text in double quotes</source>
        <translation>双引号文本中有换行或控制字符</translation>
    </message>
    <message>
        <source>a backslash that starts no valid escape</source>
        <translation>反斜杠后不是有效的转义</translation>
    </message>
    <message>
        <source>the end of the file (cut short?)</source>
        <translation>文件结尾（文件被截断？）</translation>
    </message>
    <message>
        <source>not valid shoe JSON: expected {what}, found {found}</source>
        <translation>不是有效的牌靴 JSON：应为 {what}，却是 {found}</translation>
    </message>
    <message>
        <source>a value nested deeper than {depth} levels of lists and objects</source>
        <translation>值的列表和对象嵌套超过 {depth} 层</translation>
    </message>
    <message>
        <source>a number too long to read ({reason})</source>
        <translation>数字太长，无法读取（{reason}）</translation>
    </message>
    <message>
        <source>a value longer than {cap:,} characters (the cap on one hand or one field of a shoe): not a shoe JSON value</source>
        <translation>值超过 {cap:,} 个字符（一局或牌靴一个字段的上限）：不是牌靴 JSON 的值</translation>
    </message>
    <message>
        <source>nested deeper than {depth} levels</source>
        <translation>嵌套超过 {depth} 层</translation>
    </message>
    <message>
        <source>{reason}; the file ends there (cut short?)</source>
        <translation>{reason}；文件在此结束（被截断？）</translation>
    </message>
    <message>
        <source>not valid JSON: {reason}</source>
        <translation>不是有效的 JSON：{reason}</translation>
    </message>
    <message>
        <source>not valid JSON: an object key must be a string</source>
        <translation>不是有效的 JSON：对象的键必须是字符串</translation>
    </message>
    <message>
        <source>cards must be a list of card strings such as &quot;9H&quot;</source>
        <translation>牌必须是像 &quot;9H&quot; 这样的牌字符串列表</translation>
    </message>
    <message>
        <source>expected true or false, not {value!r}</source>
        <translation>应为 true 或 false，而不是 {value!r}</translation>
    </message>
    <message>
        <source>expected a whole number, not {value!r}</source>
        <translation>应为整数，而不是 {value!r}</translation>
    </message>
    <message>
        <source>expected text, not {value!r}</source>
        <translation>应为文本，而不是 {value!r}</translation>
    </message>
    <message>
        <source>expected an object, not {value!r}</source>
        <translation>应为对象，而不是 {value!r}</translation>
    </message>
    <message>
        <source>expected {kind}, not {value!r}</source>
        <translation>应为 {kind}，而不是 {value!r}</translation>
    </message>
    <message>
        <source>a total must be 0 to 9, not {value}</source>
        <translation>点数必须是 0 到 9，而不是 {value}</translation>
    </message>
    <message>
        <source>hand {position} must be an object</source>
        <translation>第 {position} 局必须是对象</translation>
    </message>
    <message>
        <source>extra must be an object of text values</source>
        <translation>extra 必须是值为文本的对象</translation>
    </message>
    <message>
        <source>shoe {label!r} gives its label only after its first {hands:,} hands: a shoe this long is checked as it is read, so its label must come before its hands</source>
        <translation>牌靴 {label!r} 在前 {hands:,} 局之后才给出标签：这么长的牌靴是边读边检查的，所以标签必须在牌局之前</translation>
    </message>
    <message>
        <source>shoe {position} ({label!r})</source>
        <translation>牌靴 {position}（{label!r}）</translation>
    </message>
    <message>
        <source>shoe {position}</source>
        <translation>牌靴 {position}</translation>
    </message>
    <message>
        <source>{name}: its notes and extra hold more than {cap:,} characters in all (the cap on one shoe&apos;s notes and extra)</source>
        <translation>{name}：备注和 extra 合计超过 {cap:,} 个字符（一靴备注和 extra 的上限）</translation>
    </message>
    <message>
        <source>kind must be one of {names}, not {kind!r}</source>
        <translation>kind 必须是 {names} 之一，而不是 {kind!r}</translation>
    </message>
    <message>
        <source>not an ISO 8601 time: {text!r}</source>
        <translation>不是 ISO 8601 时间：{text!r}</translation>
    </message>
    <message>
        <source>cut_card must be 0 to {cap:,}, not {cut_card}</source>
        <translation>cut_card 必须是 0 到 {cap:,}，而不是 {cut_card}</translation>
    </message>
    <message>
        <source>extra must be an object</source>
        <translation>extra 必须是对象</translation>
    </message>
    <message>
        <source>not a tracker shoe JSON document: expected an object with format_version</source>
        <translation>不是 tracker 牌靴 JSON 文档：应为含 format_version 的对象</translation>
    </message>
    <message>
        <source>format_version must be a whole number</source>
        <translation>format_version 必须是整数</translation>
    </message>
    <message>
        <source>format_version {version} was written by a newer tracker; this one reads format_version {ours}: update tracker to read the file</source>
        <translation>format_version {version} 由更新版本的 tracker 写入；此版本读取 format_version {ours}：请更新 tracker 以读取该文件</translation>
    </message>
    <message>
        <source>format_version {version} does not exist; expected {ours}</source>
        <translation>format_version {version} 不存在；应为 {ours}</translation>
    </message>
    <message>
        <source>format_version must come before shoes (not a tracker shoe JSON document?)</source>
        <translation>format_version 必须在 shoes 之前（不是 tracker 牌靴 JSON 文档？）</translation>
    </message>
    <message>
        <source>not valid JSON: more text after the document</source>
        <translation>不是有效的 JSON：文档后面还有文本</translation>
    </message>
    <message>
        <source>not a tracker shoe JSON document: no format_version</source>
        <translation>不是 tracker 牌靴 JSON 文档：没有 format_version</translation>
    </message>
    <message>
        <source>the start time {started} is out of range in UTC (years 1 to 9999)</source>
        <translation>开始时间 {started} 换算为 UTC 后超出范围（1 到 9999 年）</translation>
    </message>
    <message>
        <source>{place}: {reason}; nothing was written</source>
        <translation>{place}：{reason}；未写入任何内容</translation>
    </message>
    <message>
        <source>cannot follow the link ({reason})</source>
        <translation>无法跟随链接（{reason}）</translation>
    </message>
    <message>
        <source>this is the library itself; an output never replaces it</source>
        <translation>这就是牌靴库本身；输出永远不会替换它</translation>
    </message>
    <message>
        <source>cannot write the file: it is a folder; give a file name</source>
        <translation>无法写入文件：这是一个文件夹；请给出文件名</translation>
    </message>
    <message>
        <source>this is an SQLite database (a tracker library?); an output never replaces one: choose another file name</source>
        <translation>这是一个 SQLite 数据库（tracker 牌靴库？）；输出永远不会替换它：请选择其他文件名</translation>
    </message>
    <message>
        <source>cannot write the file: {reason}</source>
        <translation>无法写入文件：{reason}</translation>
    </message>
    <message>
        <source>the folder {folder} does not exist</source>
        <translation>文件夹 {folder} 不存在</translation>
    </message>
    <message>
        <source>{folder} is not a folder</source>
        <translation>{folder} 不是文件夹</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <source>not UTF-8 text: it holds NUL bytes (binary data, or UTF-16 text without a byte-order mark; save the file as UTF-8)</source>
        <translation>不是 UTF-8 文本：含有 NUL 字节（二进制数据，或没有字节顺序标记的 UTF-16 文本；请将文件保存为 UTF-8）</translation>
    </message>
    <message>
        <source>not a shoe file: this line is neither a hands-CSV header (naming shoe, hand, player, banker or winner columns), a bead string (B, P, T) nor shoe JSON</source>
        <translation>不是牌靴文件：这一行既不是牌局 CSV 的表头（含 shoe、hand、player、banker 或 winner 列），也不是珠串（B、P、T）或牌靴 JSON</translation>
    </message>
    <message>
        <source>a ZIP archive or an Excel/OpenDocument workbook (.xlsx, .ods)</source>
        <translation>ZIP 压缩包或 Excel/OpenDocument 工作簿（.xlsx、.ods）</translation>
    </message>
    <message>
        <source>an old Excel workbook (.xls) or Office file</source>
        <translation>旧版 Excel 工作簿（.xls）或 Office 文件</translation>
    </message>
    <message>
        <source>a PNG image</source>
        <translation>PNG 图片</translation>
    </message>
    <message>
        <source>a JPEG image</source>
        <translation>JPEG 图片</translation>
    </message>
    <message>
        <source>a GIF image</source>
        <translation>GIF 图片</translation>
    </message>
    <message>
        <source>a PDF document</source>
        <translation>PDF 文档</translation>
    </message>
    <message>
        <source>an SQLite database (a tracker library?)</source>
        <translation>SQLite 数据库（tracker 牌靴库？）</translation>
    </message>
    <message>
        <source>not a shoe file: this is {kind}, not text: save the sheet as CSV UTF-8 and validate that (a shoe file is a hands CSV, bead strings or shoe JSON)</source>
        <translation>不是牌靴文件：这是{kind}，不是文本：请将工作表另存为 CSV UTF-8 再验证（牌靴文件是牌局 CSV、珠串或牌靴 JSON）</translation>
    </message>
    <message>
        <source>not a shoe file: this is {kind}, not text (a shoe file is a hands CSV, bead strings or shoe JSON)</source>
        <translation>不是牌靴文件：这是{kind}，不是文本（牌靴文件是牌局 CSV、珠串或牌靴 JSON）</translation>
    </message>
    <message>
        <source>Windows-1252 or Latin-1</source>
        <translation>Windows-1252 或 Latin-1</translation>
    </message>
    <message>
        <source>a double-byte encoding such as Korean CP949/EUC-KR, Chinese GBK or Japanese Shift-JIS</source>
        <translation>双字节编码，如韩文 CP949/EUC-KR、中文 GBK 或日文 Shift-JIS</translation>
    </message>
    <message>
        <source>no data came for {seconds} seconds: a pipe or FIFO with no program writing to it (or one that stopped); nothing was read</source>
        <translation>{seconds} 秒内没有收到数据：这是没有程序写入（或写入已停止）的管道或 FIFO；未读取任何内容</translation>
    </message>
    <message>
        <source>the compressed file expands more than {times} times (past {mib} MiB): not a shoe file (a gzip bomb?); nothing was read</source>
        <translation>压缩文件解压后膨胀超过 {times} 倍（超过 {mib} MiB 之后）：不是牌靴文件（gzip 炸弹？）；未读取任何内容</translation>
    </message>
    <message>
        <source>the line is longer than {limit:,} bytes (the cap on a line): not a row or bead string of a shoe file</source>
        <translation>该行超过 {limit:,} 字节（每行上限）：不是牌靴文件的行或珠串</translation>
    </message>
    <message>
        <source>not UTF-8 text: save the file as UTF-8</source>
        <translation>不是 UTF-8 文本：请将文件保存为 UTF-8</translation>
    </message>
    <message>
        <source>this is {encoding} text, not UTF-8: save the file as UTF-8</source>
        <translation>这是 {encoding} 文本，不是 UTF-8：请将文件保存为 UTF-8</translation>
    </message>
    <message>
        <source>not UTF-8 text: byte {byte} (perhaps {encoding}; save the file as UTF-8)</source>
        <translation>不是 UTF-8 文本：字节 {byte}（可能是 {encoding}；请将文件保存为 UTF-8）</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>不是 UTF-8 文本</translation>
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>无法读取文件：{reason}</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>a folder, not a shoe file</source>
        <translation>这是文件夹，不是牌靴文件</translation>
    </message>
    <message>
        <source>permission denied: cannot read the file</source>
        <translation>权限不足：无法读取文件</translation>
    </message>
    <message>
        <source>damaged gzip file: {reason}</source>
        <translation>gzip 文件已损坏：{reason}</translation>
    </message>
    <message>
        <source>no rules: write one a line, like &apos;after B B P bet P 2 units&apos;</source>
        <translation>没有规则：每行写一条，例如 &apos;after B B P bet P 2 units&apos;</translation>
    </message>
    <message>
        <source>expected &apos;after&apos; to start a rule, found {word!r}</source>
        <translation>规则应以 &apos;after&apos; 开头，却是 {word!r}</translation>
    </message>
    <message>
        <source>expected B, P or T in the pattern, found {letter!r}</source>
        <translation>模式中应为 B、P 或 T，却是 {letter!r}</translation>
    </message>
    <message>
        <source>expected a pattern of B, P and T after &apos;after&apos;</source>
        <translation>&apos;after&apos; 后应为由 B、P 和 T 组成的模式</translation>
    </message>
    <message>
        <source>a pattern of at most {most} hands, not {length}</source>
        <translation>模式最多 {most} 局，而不是 {length} 局</translation>
    </message>
    <message>
        <source>expected &apos;bet&apos; and a side after the pattern</source>
        <translation>模式后应为 &apos;bet&apos; 和下注的一方</translation>
    </message>
    <message>
        <source>expected the bet after &apos;bet&apos;: banker, player, tie, player_pair or banker_pair</source>
        <translation>&apos;bet&apos; 后应为下注项：banker、player、tie、player_pair 或 banker_pair</translation>
    </message>
    <message>
        <source>expected banker, player, tie, player_pair or banker_pair (or B, P, T), found {side!r}</source>
        <translation>应为 banker、player、tie、player_pair 或 banker_pair（或 B、P、T），却是 {side!r}</translation>
    </message>
    <message>
        <source>expected a whole number of units from 1 to {most}, found {amount!r}</source>
        <translation>应为 1 到 {most} 的整数单位，却是 {amount!r}</translation>
    </message>
    <message>
        <source>expected &apos;units&apos; after the amount, found {word!r}</source>
        <translation>金额后应为 &apos;units&apos;，却是 {word!r}</translation>
    </message>
    <message>
        <source>unexpected {word!r} after the end of the rule</source>
        <translation>规则结束后多出了 {word!r}</translation>
    </message>
    <message>
        <source>{bet} bets need hands that record pairs; these shoes record none</source>
        <translation>{bet} 注需要记录了对子的牌局；这些牌靴没有记录</translation>
    </message>
    <message>
        <source>unknown system {system!r}; choose from {systems}</source>
        <translation>未知的系统 {system!r}；请从 {systems} 中选择</translation>
    </message>
    <message>
        <source>the {system} system needs a bet (--bet {bets})</source>
        <translation>{system} 系统需要指定下注（--bet {bets}）</translation>
    </message>
    <message>
        <source>unknown bet {bet!r}; choose from {bets}</source>
        <translation>未知的下注 {bet!r}；请从 {bets} 中选择</translation>
    </message>
    <message>
        <source>the unit must be a whole amount of 1 or more, not {value!r}</source>
        <translation>单位必须是 1 或以上的整数金额，而不是 {value!r}</translation>
    </message>
    <message>
        <source>the table maximum must be a whole amount of 1 or more, not {value!r}</source>
        <translation>牌桌上限必须是 1 或以上的整数金额，而不是 {value!r}</translation>
    </message>
    <message>
        <source>the bankroll must be a whole amount of 1 or more, not {value!r}</source>
        <translation>本金必须是 1 或以上的整数金额，而不是 {value!r}</translation>
    </message>
    <message>
        <source>the table maximum ({table_max}) is below the unit ({unit})</source>
        <translation>牌桌上限（{table_max}）低于单位（{unit}）</translation>
    </message>
    <message>
        <source>the pattern-rules system needs rules (--rules)</source>
        <translation>模式规则系统需要规则（--rules）</translation>
    </message>
    <message>
        <source>a Labouchère line needs whole numbers of 1 or more</source>
        <translation>Labouchère 数列需要 1 或以上的整数</translation>
    </message>
    <message>
        <source>the Player has a natural {total}</source>
        <translation>闲是例牌 {total}</translation>
    </message>
    <message>
        <source>the Banker has a natural {total}</source>
        <translation>庄是例牌 {total}</translation>
    </message>
    <message>
        <source>Player drew a third card although {holder}: both hands stand on a natural</source>
        <translation>闲补了第三张牌，但{holder}：有例牌时双方都停牌</translation>
    </message>
    <message>
        <source>Banker drew a third card although {holder}: both hands stand on a natural</source>
        <translation>庄补了第三张牌，但{holder}：有例牌时双方都停牌</translation>
    </message>
    <message>
        <source>Player stood on {total}, but the Player draws on 0 to 5 (a third card left out?)</source>
        <translation>闲 {total} 点停牌，但闲 0 到 5 点要补牌（漏了第三张牌？）</translation>
    </message>
    <message>
        <source>Player drew on {total}, but the Player stands on 6 or 7</source>
        <translation>闲 {total} 点补牌，但闲 6 或 7 点停牌</translation>
    </message>
    <message>
        <source>Banker stood on {total} although the Player stood: the Banker then draws on 0 to 5</source>
        <translation>闲停牌时庄 {total} 点停牌：此时庄 0 到 5 点要补牌</translation>
    </message>
    <message>
        <source>Banker stood on {total}, but the Banker always draws on 0 to 2</source>
        <translation>庄 {total} 点停牌，但庄 0 到 2 点总是补牌</translation>
    </message>
    <message>
        <source>Banker stood on {total} although the Player&apos;s third card was {third}</source>
        <translation>闲的第三张牌是 {third}，庄 {total} 点却停牌</translation>
    </message>
    <message>
        <source>Banker drew on {total} although the Player stood: the Banker then stands on 6 or 7</source>
        <translation>闲停牌时庄 {total} 点补牌：此时庄 6 或 7 点停牌</translation>
    </message>
    <message>
        <source>Banker drew on 7, but the Banker always stands on 7</source>
        <translation>庄 7 点补牌，但庄 7 点总是停牌</translation>
    </message>
    <message>
        <source>Banker drew on {total} although the Player&apos;s third card was {third}</source>
        <translation>闲的第三张牌是 {third}，庄 {total} 点却补牌</translation>
    </message>
    <message>
        <source>too few decisions: {decided} Banker/Player, the test needs at least {least}</source>
        <translation>分出胜负的局太少：庄/闲共 {decided} 局，检验至少需要 {least} 局</translation>
    </message>
    <message>
        <source>too few hands: {smallest:.1f} {name} expected, the test needs at least {least} of each</source>
        <translation>牌局太少：期望 {name} {smallest:.1f} 次，检验要求每项至少 {least} 次</translation>
    </message>
</context>
<context>
    <name>MisdealDialog</name>
    <message>
        <source>Misdeal: kept as dealt</source>
        <translation>误发牌：按原样保留</translation>
    </message>
    <message>
        <source>Cards against the drawing rules</source>
        <translation>违反补牌规则的牌</translation>
    </message>
    <message>
        <source>These cards break the drawing rules:</source>
        <translation>这些牌违反了补牌规则：</translation>
    </message>
    <message>
        <source>Casinos misdeal now and then. Keep the hand as it was dealt, with a note saying so, or go back and correct the cards.</source>
        <translation>赌场偶尔会发错牌。可按实际发出的牌保留本局并加备注说明，或返回修改牌面。</translation>
    </message>
    <message>
        <source>Stored with the hand and shown in the hands table</source>
        <translation>与该局一起保存，并显示在牌局表中</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Keep as dealt</source>
        <translation>按原样保留(&amp;K)</translation>
    </message>
    <message>
        <source>Store the hand with its cards as typed, and the note</source>
        <translation>按输入的牌面连同备注保存该局</translation>
    </message>
    <message>
        <source>&amp;Correct the cards</source>
        <translation>修改牌面(&amp;C)</translation>
    </message>
    <message>
        <source>Go back to the cards without storing anything</source>
        <translation>返回牌面，不保存任何内容</translation>
    </message>
    <message>
        <source>A note is needed to keep a misdeal</source>
        <translation>保留误发牌需要备注</translation>
    </message>
</context>
<context>
    <name>Patterns</name>
    <message>
        <source>Patterns (good roads)</source>
        <translation>规律（好路）</translation>
    </message>
    <message>
        <source>%: shoes that show one by chance; no pattern predicts the next hand</source>
        <translation>%：单凭运气出现此规律的牌靴比例；任何规律都不能说明下一局</translation>
    </message>
    <message>
        <source>chance, not a prediction</source>
        <translation>纯属运气，不是预言</translation>
    </message>
    <message>
        <source>Chance alone deals these patterns in many shoes; none of them says what the next hand will be.</source>
        <translation>单凭运气，许多牌靴都会出现这些规律；它们都不能说明下一局的结果。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>over %1</source>
        <translation>超过 %1</translation>
    </message>
    <message>
        <source>1 in %1</source>
        <translation>%1 分之 1</translation>
    </message>
    <message>
        <source>none of the %1 simulated shoes</source>
        <translation>%1 个模拟牌靴中没有一个</translation>
    </message>
    <message>
        <source>%1 of shoes</source>
        <translation>%1 的牌靴</translation>
    </message>
    <message>
        <source>%1 shoes</source>
        <translation>%1 的牌靴</translation>
    </message>
    <message>
        <source>%1 columns</source>
        <translation>%1 列</translation>
    </message>
    <message>
        <source>twice</source>
        <translation>2 次</translation>
    </message>
    <message>
        <source>%1 times</source>
        <translation>%1 次</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 ×%2 (longest %3)</source>
        <translation>%1 ×%2（最长 %3）</translation>
    </message>
    <message>
        <source>%1 — %2 show one at least this long by chance</source>
        <translation>%1 —— 单凭运气，%2出现至少这么长的此规律</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1和%2</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>columns %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>%1 (%2): %3.</source>
        <translation>%1（%2）：%3。</translation>
    </message>
    <message>
        <source>Here: %1 of the big road.</source>
        <translation>本靴：大路%1。</translation>
    </message>
    <message>
        <source>Of %1 simulated shoes (%2 decks, dealt to the cut card), %3 show one at least this long and %4 show one at all (%5 a shoe on average).</source>
        <translation>在 %1 个模拟牌靴中（%2 副牌，发到切牌卡为止），%3出现至少这么长的此规律，%4出现过此规律（平均每靴 %5 次）。</translation>
    </message>
    <message>
        <source>Long Banker</source>
        <translation>长庄</translation>
    </message>
    <message>
        <source>a Banker column of 4 hands or more</source>
        <translation>一列连续 4 局或以上的庄</translation>
    </message>
    <message>
        <source>Long Player</source>
        <translation>长闲</translation>
    </message>
    <message>
        <source>a Player column of 4 hands or more</source>
        <translation>一列连续 4 局或以上的闲</translation>
    </message>
    <message>
        <source>Ping-pong</source>
        <translation>大路单跳</translation>
    </message>
    <message>
        <source>4 or more columns in a row of one hand each (Banker and Player take turns)</source>
        <translation>连续 4 列或以上，每列 1 局（庄闲交替）</translation>
    </message>
    <message>
        <source>Double jump</source>
        <translation>大路双跳</translation>
    </message>
    <message>
        <source>4 or more columns in a row of exactly two hands each</source>
        <translation>连续 4 列或以上，每列恰好 2 局</translation>
    </message>
    <message>
        <source>Banker jumps</source>
        <translation>逢庄跳</translation>
    </message>
    <message>
        <source>3 or more Banker columns in a row of one hand each (every Banker is followed by Player)</source>
        <translation>连续 3 列或以上的庄，每列 1 局（每个庄之后都是闲）</translation>
    </message>
    <message>
        <source>Player jumps</source>
        <translation>逢闲跳</translation>
    </message>
    <message>
        <source>3 or more Player columns in a row of one hand each (every Player is followed by Banker)</source>
        <translation>连续 3 列或以上的闲，每列 1 局（每个闲之后都是庄）</translation>
    </message>
    <message>
        <source>Banker doubles</source>
        <translation>逢庄连</translation>
    </message>
    <message>
        <source>3 or more Banker columns in a row of two hands or more each</source>
        <translation>连续 3 列或以上的庄，每列 2 局或以上</translation>
    </message>
    <message>
        <source>Player doubles</source>
        <translation>逢闲连</translation>
    </message>
    <message>
        <source>3 or more Player columns in a row of two hands or more each</source>
        <translation>连续 3 列或以上的闲，每列 2 局或以上</translation>
    </message>
    <message>
        <source>One hall two rooms, Banker</source>
        <translation>一厅两房（庄）</translation>
    </message>
    <message>
        <source>Banker-Player-Player twice or more in a row: columns of one Banker, then two Player, repeated</source>
        <translation>庄-闲-闲连续出现 2 次或以上：1 局庄一列，接着 2 局闲一列，如此重复</translation>
    </message>
    <message>
        <source>One hall two rooms, Player</source>
        <translation>一厅两房（闲）</translation>
    </message>
    <message>
        <source>Player-Banker-Banker twice or more in a row: columns of one Player, then two Banker, repeated</source>
        <translation>闲-庄-庄连续出现 2 次或以上：1 局闲一列，接着 2 局庄一列，如此重复</translation>
    </message>
    <message>
        <source>Patterns</source>
        <translation>规律</translation>
    </message>
    <message>
        <source>none so far</source>
        <translation>暂无</translation>
    </message>
    <message>
        <source>+%1 more</source>
        <translation>另 %1 个</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>Patterns: none so far.</source>
        <translation>规律：暂无。</translation>
    </message>
    <message>
        <source>Big road patterns</source>
        <translation>大路规律</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>（%1）</translation>
    </message>
</context>
<context>
    <name>PracticeOptions</name>
    <message>
        <source>5% commission</source>
        <translation>5% 抽佣</translation>
    </message>
    <message>
        <source>4% commission</source>
        <translation>4% 抽佣</translation>
    </message>
    <message>
        <source>No commission (Banker 6 pays 1:2)</source>
        <translation>免佣（庄 6 点赢 1 赔 0.5）</translation>
    </message>
    <message>
        <source>EZ Baccarat (three-card 7 pushes)</source>
        <translation>EZ 百家乐（三张牌 7 点和局退注）</translation>
    </message>
    <message>
        <source>Table rules and shoe</source>
        <translation>牌桌规则与牌靴</translation>
    </message>
    <message>
        <source>%1 decks</source>
        <translation>%1 副牌</translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation>牌靴</translation>
    </message>
    <message>
        <source>Tie pays %1:1</source>
        <translation>和 1 赔 %1</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>对子</translation>
    </message>
    <message>
        <source>Player pair and Banker pair pay 11:1</source>
        <translation>闲对和庄对 1 赔 11</translation>
    </message>
    <message>
        <source>Side bets</source>
        <translation>边注</translation>
    </message>
    <message>
        <source>Online: a full shoe shuffled every round</source>
        <translation>线上：每局洗一整靴牌</translation>
    </message>
    <message>
        <source>Casino: one shoe to the cut card</source>
        <translation>赌场：一靴牌发到切牌卡</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>发牌方式</translation>
    </message>
    <message>
        <source>minimum</source>
        <translation>最低</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>最高</translation>
    </message>
    <message>
        <source>What each seat sits down with</source>
        <translation>每个座位入座时的本金</translation>
    </message>
    <message>
        <source>Bankroll of a seat</source>
        <translation>每个座位的本金</translation>
    </message>
    <message>
        <source>Dragon 7 and Panda 8 are offered at EZ Baccarat tables.</source>
        <translation>龙 7 和熊猫 8 仅在 EZ 百家乐牌桌提供。</translation>
    </message>
</context>
<context>
    <name>PracticeSessions</name>
    <message>
        <source>Past practice sessions</source>
        <translation>以往的练习</translation>
    </message>
    <message>
        <source>%1 round dealt</source>
        <translation>已发 %1 局</translation>
    </message>
    <message>
        <source>%1 rounds dealt</source>
        <translation>已发 %1 局</translation>
    </message>
    <message>
        <source>%1 player</source>
        <translation>%1 名玩家</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 名玩家</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>No practice session is kept in the library yet.</source>
        <translation>牌靴库中还没有保存练习记录。</translation>
    </message>
</context>
<context>
    <name>PracticeSummary</name>
    <message>
        <source>Bankroll curve</source>
        <translation>本金曲线</translation>
    </message>
    <message>
        <source>The bankroll curve grows as you play</source>
        <translation>本金曲线随您的游戏逐步延伸</translation>
    </message>
    <message>
        <source>%1 round</source>
        <translation>%1 局</translation>
    </message>
    <message>
        <source>%1 rounds</source>
        <translation>%1 局</translation>
    </message>
    <message>
        <source>&lt;b&gt;Session&lt;/b&gt;: %1 round dealt at the table</source>
        <translation>&lt;b&gt;本次练习&lt;/b&gt;：牌桌已发 %1 局</translation>
    </message>
    <message>
        <source>&lt;b&gt;Session&lt;/b&gt;: %1 rounds dealt at the table</source>
        <translation>&lt;b&gt;本次练习&lt;/b&gt;：牌桌已发 %1 局</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Dealt</source>
        <translation>已发</translation>
    </message>
    <message>
        <source>Bet on</source>
        <translation>下注</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>净输赢</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>期望</translation>
    </message>
    <message>
        <source>± chance</source>
        <translation>± 运气</translation>
    </message>
    <message>
        <source>&lt;small&gt;Dealt: rounds dealt while seated; bet on: rounds with a bet; expected: −(house edge × stake) over these bets; ± chance: two standard errors (19 times in 20 chance stays within it).&lt;/small&gt;</source>
        <translation>&lt;small&gt;已发：入座期间发出的局数；下注：有下注的局数；期望：这些下注的 −(赌场优势 × 注额) 之和；± 运气：两个标准误差（20 次中约有 19 次运气落在此范围内）。&lt;/small&gt;</translation>
    </message>
    <message>
        <source>%1: no bet yet.</source>
        <translation>%1：尚未下注。</translation>
    </message>
    <message>
        <source>This is within what chance gives.</source>
        <translation>这在运气的正常范围之内。</translation>
    </message>
    <message>
        <source>This is outside what chance gives: luckier than usual.</source>
        <translation>这超出了运气的正常范围：比平常幸运。</translation>
    </message>
    <message>
        <source>This is outside what chance gives: unluckier than usual.</source>
        <translation>这超出了运气的正常范围：比平常不走运。</translation>
    </message>
    <message>
        <source>%1 bet</source>
        <translation>%1 次下注</translation>
    </message>
    <message>
        <source>%1 bets</source>
        <translation>%1 次下注</translation>
    </message>
    <message>
        <source>%1: net %2 over %3 (%4 wagered; bankroll %5). Expected %6; chance alone would usually put it between %7 and %8.</source>
        <translation>%1：%3共净输赢 %2（下注总额 %4；本金 %5）。期望 %6；仅凭运气，通常会在 %7 到 %8 之间。</translation>
    </message>
</context>
<context>
    <name>PracticeTable</name>
    <message>
        <source>1:1 less %1%</source>
        <translation>1:1 抽佣 %1%</translation>
    </message>
    <message>
        <source>1:1, a 6 pays 1:2</source>
        <translation>1 赔 1，6 点赢 1 赔 0.5</translation>
    </message>
    <message>
        <source>1:1, 3-card 7 pushes</source>
        <translation>1 赔 1，三张牌 7 点退注</translation>
    </message>
    <message>
        <source>Practice table</source>
        <translation>练习牌桌</translation>
    </message>
    <message>
        <source>Click a card to turn it (Space turns the next)</source>
        <translation>点击一张牌翻开它（空格键翻下一张）</translation>
    </message>
    <message>
        <source>Place your bets</source>
        <translation>请下注</translation>
    </message>
    <message>
        <source>Click a seat&apos;s spot to sit down</source>
        <translation>点击座位入座</translation>
    </message>
    <message>
        <source>%1: place your bet, then Deal or Pass</source>
        <translation>%1：请下注，然后发牌或跳过</translation>
    </message>
    <message>
        <source>%1: place your bet, then Deal or Pass — %2 s</source>
        <translation>%1：请下注，然后发牌或跳过 — %2 秒</translation>
    </message>
    <message>
        <source>edge %1</source>
        <translation>优势 %1</translation>
    </message>
    <message>
        <source>push</source>
        <translation>退注</translation>
    </message>
    <message>
        <source>won %1</source>
        <translation>赢 %1</translation>
    </message>
    <message>
        <source>lost %1</source>
        <translation>输 %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>庄对</translation>
    </message>
    <message>
        <source>DB Player</source>
        <translation>龙宝闲</translation>
    </message>
    <message>
        <source>DB Banker</source>
        <translation>龙宝庄</translation>
    </message>
    <message>
        <source>P Pair</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>B Pair</source>
        <translation>庄对</translation>
    </message>
    <message>
        <source>Deal: your bets stand (Space)</source>
        <translation>发牌：您的下注生效（空格键）</translation>
    </message>
    <message>
        <source>Sit this round out (X)</source>
        <translation>本局不下注（X）</translation>
    </message>
    <message>
        <source>Place the last round&apos;s bets again (R)</source>
        <translation>重复上一局的下注（R）</translation>
    </message>
    <message>
        <source>Take your chips back (Backspace)</source>
        <translation>收回您的筹码（Backspace）</translation>
    </message>
    <message>
        <source>Clear the table for the next round (N)</source>
        <translation>清理牌桌，准备下一局（N）</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>发牌</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>Rebet</source>
        <translation>续投</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新局</translation>
    </message>
    <message>
        <source>Plays next round</source>
        <translation>下局开始玩</translation>
    </message>
    <message>
        <source>Waiting for the turn</source>
        <translation>等待轮到</translation>
    </message>
    <message>
        <source>Bet placed</source>
        <translation>已下注</translation>
    </message>
    <message>
        <source>Passes</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>Sat out (time)</source>
        <translation>超时未下注</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>right-click: the whole wager back</source>
        <translation>右键：收回全部注额</translation>
    </message>
    <message>
        <source>right-click: one chip back</source>
        <translation>右键：收回一个筹码</translation>
    </message>
    <message>
        <source>%1: house edge %2 (exact, full shoe); limits %3 to %4. Left-click: one chip; %5</source>
        <translation>%1：赌场优势 %2（精确值，整靴）；限额 %3 至 %4。左键：一个筹码；%5</translation>
    </message>
    <message>
        <source>The %1 chip: each click on an area adds one</source>
        <translation>%1 筹码：每点击一次下注区加一个</translation>
    </message>
    <message>
        <source>Right-click to stand up</source>
        <translation>右键离座</translation>
    </message>
    <message>
        <source>Click to sit here (seated already: move here with your bankroll); right-click for a computer player</source>
        <translation>点击在此入座（已入座：带本金移到此处）；右键添加电脑玩家</translation>
    </message>
    <message>
        <source>Click to turn the card (squeeze)</source>
        <translation>点击翻开这张牌（眯牌）</translation>
    </message>
    <message>
        <source>Flat: the same stake every hand</source>
        <translation>平注：每局注额相同</translation>
    </message>
    <message>
        <source>Martingale: double after a loss, back to one unit after a win</source>
        <translation>马丁格尔：输后加倍，赢后回到一个单位</translation>
    </message>
    <message>
        <source>Paroli: double after a win, back to one unit after three wins or a loss</source>
        <translation>帕罗利：赢后加倍，连赢三次或输后回到一个单位</translation>
    </message>
    <message>
        <source>d&apos;Alembert: one unit more after a loss, one less after a win</source>
        <translation>达朗贝尔：输后加一个单位，赢后减一个</translation>
    </message>
    <message>
        <source>1-3-2-6: 1, 3, 2, 6 units on wins in a row, back to 1 after a loss</source>
        <translation>1-3-2-6：连赢时依次下 1、3、2、6 个单位，输后回到 1</translation>
    </message>
    <message>
        <source>Fibonacci: one step up after a loss, two steps down after a win</source>
        <translation>斐波那契：输后进一步，赢后退两步</translation>
    </message>
    <message>
        <source>Labouchère 1-2-3: first plus last of the line; a win crosses them off</source>
        <translation>拉布谢尔 1-2-3：下注数列首尾之和；赢后划掉这两个数</translation>
    </message>
    <message>
        <source>Follow: one unit on the side that won the last decision</source>
        <translation>跟路：一个单位押上一局赢的一方</translation>
    </message>
    <message>
        <source>Against: one unit on the side that lost the last decision</source>
        <translation>反路：一个单位押上一局输的一方</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>平注</translation>
    </message>
    <message>
        <source>Martingale</source>
        <translation>马丁格尔</translation>
    </message>
    <message>
        <source>Paroli</source>
        <translation>帕罗利</translation>
    </message>
    <message>
        <source>d&apos;Alembert</source>
        <translation>达朗贝尔</translation>
    </message>
    <message>
        <source>1-3-2-6</source>
        <translation>1-3-2-6</translation>
    </message>
    <message>
        <source>Fibonacci</source>
        <translation>斐波那契</translation>
    </message>
    <message>
        <source>Labouchère 1-2-3</source>
        <translation>拉布谢尔 1-2-3</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>跟路</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>反路</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>座位 %1</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation>座位 %1：%2</translation>
    </message>
    <message>
        <source>You</source>
        <translation>您</translation>
    </message>
    <message>
        <source>Guest %1</source>
        <translation>客人 %1</translation>
    </message>
    <message>
        <source>%1 bot</source>
        <translation>%1 电脑</translation>
    </message>
    <message>
        <source>Click to sit</source>
        <translation>点击入座</translation>
    </message>
    <message>
        <source>(or move here)</source>
        <translation>（或移到此处）</translation>
    </message>
    <message>
        <source>Right-click:</source>
        <translation>右键：</translation>
    </message>
    <message>
        <source>a computer</source>
        <translation>电脑玩家</translation>
    </message>
    <message>
        <source>Bet %1</source>
        <translation>下注 %1</translation>
    </message>
    <message>
        <source>Your turn: %1 s</source>
        <translation>轮到您：%1 秒</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>轮到您</translation>
    </message>
    <message>
        <source>Bankroll %1</source>
        <translation>本金 %1</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>退注</translation>
    </message>
    <message>
        <source>Won %1</source>
        <translation>赢 %1</translation>
    </message>
    <message>
        <source>Lost %1</source>
        <translation>输 %1</translation>
    </message>
</context>
<context>
    <name>PracticeWindow</name>
    <message>
        <source>&amp;Table</source>
        <translation>牌桌(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Bets</source>
        <translation>下注(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>发牌(&amp;D)</translation>
    </message>
    <message>
        <source>Deal (at the casino table: this seat&apos;s bet stands)</source>
        <translation>发牌（赌场牌桌：本座位的下注生效）</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>跳过(&amp;P)</translation>
    </message>
    <message>
        <source>Sit this round out</source>
        <translation>本局不下注</translation>
    </message>
    <message>
        <source>&amp;Rebet</source>
        <translation>续投(&amp;R)</translation>
    </message>
    <message>
        <source>Place the previous round&apos;s bets again</source>
        <translation>重复上一局的下注</translation>
    </message>
    <message>
        <source>&amp;Clear bets</source>
        <translation>清除下注(&amp;C)</translation>
    </message>
    <message>
        <source>Take every chip of this seat back</source>
        <translation>收回本座位的所有筹码</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>新局(&amp;N)</translation>
    </message>
    <message>
        <source>Clear the table for the next round</source>
        <translation>清理牌桌，准备下一局</translation>
    </message>
    <message>
        <source>&amp;Turn the next card</source>
        <translation>翻下一张牌(&amp;T)</translation>
    </message>
    <message>
        <source>Squeeze: turn the next face-down card</source>
        <translation>眯牌：翻开下一张背面朝上的牌</translation>
    </message>
    <message>
        <source>Rules and &amp;shoe…</source>
        <translation>规则与牌靴(&amp;S)…</translation>
    </message>
    <message>
        <source>Decks, commission, Tie pay, side bets, dealing style, limits</source>
        <translation>牌副数、抽佣、和的赔率、边注、发牌方式、限额</translation>
    </message>
    <message>
        <source>Past sessions…</source>
        <translation>以往的练习…</translation>
    </message>
    <message>
        <source>The practice sessions kept in the library</source>
        <translation>牌靴库中保存的练习记录</translation>
    </message>
    <message>
        <source>Third-card &amp;rule chart</source>
        <translation>第三张牌规则表(&amp;R)</translation>
    </message>
    <message>
        <source>When the Player and the Banker draw a third card, as a chart</source>
        <translation>以表格列出闲和庄何时补第三张牌</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>关闭牌桌(&amp;C)</translation>
    </message>
    <message>
        <source>One chip on Player</source>
        <translation>在闲上放一个筹码</translation>
    </message>
    <message>
        <source>One chip on Banker</source>
        <translation>在庄上放一个筹码</translation>
    </message>
    <message>
        <source>One chip on Tie</source>
        <translation>在和上放一个筹码</translation>
    </message>
    <message>
        <source>&amp;Squeeze: turn the cards yourself</source>
        <translation>眯牌：自己翻牌(&amp;S)</translation>
    </message>
    <message>
        <source>The cards come face down; click each to turn it</source>
        <translation>牌背面朝上发出；逐张点击翻开</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe colours</source>
        <translation>色盲友好配色(&amp;C)</translation>
    </message>
    <message>
        <source>Orange Banker, blue Player, bluish-green Tie on the felt and the scorecards</source>
        <translation>牌桌和路纸上：橙色为庄，蓝色为闲，蓝绿色为和</translation>
    </message>
    <message>
        <source>Deal s&amp;lower</source>
        <translation>发牌慢一点(&amp;L)</translation>
    </message>
    <message>
        <source>Deal &amp;faster</source>
        <translation>发牌快一点(&amp;F)</translation>
    </message>
    <message>
        <source>Chip %1</source>
        <translation>筹码 %1</translation>
    </message>
    <message>
        <source>Choose the %1 chip: each click on an area adds one</source>
        <translation>选择 %1 筹码：每点击一次下注区加一个</translation>
    </message>
    <message>
        <source>One chip on %1</source>
        <translation>放一个筹码在 %1</translation>
    </message>
    <message>
        <source>the whole wager back</source>
        <translation>收回全部注额</translation>
    </message>
    <message>
        <source>one chip back</source>
        <translation>收回一个筹码</translation>
    </message>
    <message>
        <source>&lt;b&gt;Keys&lt;/b&gt; — left-click an area: one chip; right-click: %1</source>
        <translation>&lt;b&gt;按键&lt;/b&gt; — 左键点击下注区：一个筹码；右键：%1</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>即时</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>The scorecards of the practice shoe, growing round by round</source>
        <translation>练习牌靴的路纸，逐局延伸</translation>
    </message>
    <message>
        <source>Casino table of five</source>
        <translation>五人赌场牌桌</translation>
    </message>
    <message>
        <source>Online table</source>
        <translation>线上牌桌</translation>
    </message>
    <message>
        <source>tracker — practice: %1</source>
        <translation>tracker — 练习：%1</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Sit here (a new player)</source>
        <translation>在此入座（新玩家）</translation>
    </message>
    <message>
        <source>Move %1 here, with the bankroll</source>
        <translation>把 %1 连同本金移到此处</translation>
    </message>
    <message>
        <source>Computer — %1</source>
        <translation>电脑 — %1</translation>
    </message>
    <message>
        <source>Computer on %1 — %2</source>
        <translation>电脑押%1 — %2</translation>
    </message>
    <message>
        <source>Stand up</source>
        <translation>离座</translation>
    </message>
    <message>
        <source>Deal speed: %1</source>
        <translation>发牌速度：%1</translation>
    </message>
    <message>
        <source>%1 · limits %2–%3 · speed %4</source>
        <translation>%1 · 限额 %2–%3 · 速度 %4</translation>
    </message>
    <message>
        <source>%1% commission</source>
        <translation>%1% 抽佣</translation>
    </message>
    <message>
        <source>no commission (Banker 6 pays 1:2)</source>
        <translation>免佣（庄 6 点赢 1 赔 0.5）</translation>
    </message>
    <message>
        <source>EZ Baccarat</source>
        <translation>EZ 百家乐</translation>
    </message>
    <message>
        <source>shuffled every round</source>
        <translation>每局洗牌</translation>
    </message>
    <message>
        <source>dealt to the cut</source>
        <translation>发到切牌卡</translation>
    </message>
    <message>
        <source>%1 decks, %2, Tie %3:1, pairs 11:1, %4</source>
        <translation>%1 副牌，%2，和 1 赔 %3，对子 1 赔 11，%4</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>全部保存</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>是(&amp;Y)</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>全是(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>否(&amp;N)</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>全否(&amp;O)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>忽略</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>恢复默认值</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>The hand&apos;s cards</source>
        <translation>本局的牌</translation>
    </message>
    <message>
        <source>no cards recorded</source>
        <translation>未记录牌面</translation>
    </message>
    <message>
        <source>No cards recorded</source>
        <translation>未记录牌面</translation>
    </message>
    <message>
        <source>No shoe is shown: choose one in the library to replay it</source>
        <translation>当前没有显示牌靴：请在牌靴库中选择一个来回放</translation>
    </message>
    <message>
        <source>Shoe %1 is no longer in the library</source>
        <translation>牌靴 %1 已不在牌靴库中</translation>
    </message>
    <message>
        <source>1 hand a second</source>
        <translation>每秒 1 局</translation>
    </message>
    <message>
        <source>2 hands a second</source>
        <translation>每秒 2 局</translation>
    </message>
    <message>
        <source>4 hands a second</source>
        <translation>每秒 4 局</translation>
    </message>
    <message>
        <source>10 hands a second</source>
        <translation>每秒 10 局</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>庄对</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>投注</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>概率</translation>
    </message>
    <message>
        <source>House edge</source>
        <translation>赌场优势</translation>
    </message>
    <message>
        <source>With main</source>
        <translation>含主注</translation>
    </message>
    <message>
        <source>Replay — %1</source>
        <translation>回放 — %1</translation>
    </message>
    <message>
        <source>First hand (Home)</source>
        <translation>第一局（Home）</translation>
    </message>
    <message>
        <source>Hand before (←)</source>
        <translation>上一局（←）</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>播放或暂停（空格键）</translation>
    </message>
    <message>
        <source>Next hand (→)</source>
        <translation>下一局（→）</translation>
    </message>
    <message>
        <source>Last hand (End)</source>
        <translation>最后一局（End）</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Split before this hand</source>
        <translation>在本局前拆分</translation>
    </message>
    <message>
        <source>Make a new shoe of this hand and those after it (a shoe run together with the next); Ctrl+Z undoes</source>
        <translation>把本局及之后的局做成一个新牌靴（用于与下一靴连在一起的牌靴）；Ctrl+Z 撤销</translation>
    </message>
    <message>
        <source>Merge the next part in</source>
        <translation>并入下一部分</translation>
    </message>
    <message>
        <source>Append the hands of the shoe stored next from the same file (a shoe the file split); Ctrl+Z undoes</source>
        <translation>把同一文件中下一个存储的牌靴的各局接在后面（用于被文件拆开的牌靴）；Ctrl+Z 撤销</translation>
    </message>
    <message>
        <source>%1: no hands to replay</source>
        <translation>%1：没有可回放的局</translation>
    </message>
    <message>
        <source>%1 is no longer in the library (deleted meanwhile); nothing was changed</source>
        <translation>%1 已不在牌靴库中（其间已被删除）；没有做任何更改</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <source>%1 — hand %2 (%3 of %4)</source>
        <translation>%1 — 第 %2 局（%3 / %4）</translation>
    </message>
    <message>
        <source> · line %1</source>
        <translation> · 第 %1 行</translation>
    </message>
    <message>
        <source>Problem at this hand: %1</source>
        <translation>本局有问题：%1</translation>
    </message>
    <message>
        <source>As of this hand: Banker %1 · Player %2 · Tie %3   Player pairs %4 · Banker pairs %5</source>
        <translation>截至本局：庄 %1 · 闲 %2 · 和 %3   闲对 %4 · 庄对 %5</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <source>No cards recorded. Winner: %1.</source>
        <translation>未记录牌面。赢家：%1。</translation>
    </message>
    <message>
        <source>Odds before this hand: not known (%1).</source>
        <translation>本局前的概率：未知（%1）。</translation>
    </message>
    <message>
        <source>No main</source>
        <translation>无主注</translation>
    </message>
    <message>
        <source>Exact odds before this hand (%1). ▲ Player&apos;s edge: %2.</source>
        <translation>本局前的精确概率（%1）。▲ 玩家占优：%2。</translation>
    </message>
    <message>
        <source>Exact odds before this hand (%1):</source>
        <translation>本局前的精确概率（%1）：</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>第 %1 局：%2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
</context>
<context>
    <name>Roads</name>
    <message>
        <source>B</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>P</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>T</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Bead Plate</source>
        <translation>珠盘路</translation>
    </message>
    <message>
        <source>Big Road</source>
        <translation>大路</translation>
    </message>
    <message>
        <source>Big Eye Boy</source>
        <translation>大眼仔</translation>
    </message>
    <message>
        <source>Small Road</source>
        <translation>小路</translation>
    </message>
    <message>
        <source>Cockroach Pig</source>
        <translation>曱甴路</translation>
    </message>
    <message>
        <source>Ask road</source>
        <translation>问路</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>Ask road (B? / P?): the mark each derived road would get next; a restatement of history, not a prediction.</source>
        <translation>问路（庄? / 闲?）：下一局各下三路将得到的标记；只是复述历史，不是预测。</translation>
    </message>
    <message>
        <source>The ask road shows the mark each derived road (Big Eye Boy, Small Road, Cockroach Pig) would get if the next hand were Banker (B?) or Player (P?). It restates the history of this shoe; it is not a prediction.</source>
        <translation>问路显示若下一局为庄（庄?）或闲（闲?），各下三路（大眼仔、小路、曱甴路）将得到的标记。它复述本靴的历史，不是预测。</translation>
    </message>
    <message>
        <source>Banker: orange square, Player: blue disc, Tie: green diamond.</source>
        <translation>庄：橙色方块，闲：蓝色圆点，和：绿色菱形。</translation>
    </message>
    <message>
        <source>Banker: red disc %1, Player: blue disc %2, Tie: green disc %3.</source>
        <translation>庄：红色圆点「%1」，闲：蓝色圆点「%2」，和：绿色圆点「%3」。</translation>
    </message>
    <message>
        <source>Bead plate: every hand in order, down columns of six.</source>
        <translation>珠盘路：按顺序记录每一局，每列自上而下 6 格。</translation>
    </message>
    <message>
        <source>Dot top-left: Banker pair; dot bottom-right: Player pair; yellow star top-right: a natural (8 or 9 on the first two cards).</source>
        <translation>左上角圆点：庄对；右下角圆点：闲对；右上角黄色星号：例牌（头两张牌 8 点或 9 点）。</translation>
    </message>
    <message>
        <source>Banker: orange square, Player: blue ring.</source>
        <translation>庄：橙色方块，闲：蓝色圆圈。</translation>
    </message>
    <message>
        <source>Banker: red ring, Player: blue ring.</source>
        <translation>庄：红色圆圈，闲：蓝色圆圈。</translation>
    </message>
    <message>
        <source>Big road: Banker and Player streaks, a new column at each change.</source>
        <translation>大路：庄和闲的连胜，每次转换另起一列。</translation>
    </message>
    <message>
        <source>A green stroke marks ties after a hand, with their count when more than one.</source>
        <translation>绿色斜线表示该局之后的和局，多于一局时标出次数。</translation>
    </message>
    <message>
        <source>Big Eye Boy: orange square = the pattern repeats, blue ring = it breaks.</source>
        <translation>大眼仔：橙色方块 = 走势重复，蓝色圆圈 = 走势打破。</translation>
    </message>
    <message>
        <source>Big Eye Boy: red ring = the pattern repeats, blue ring = it breaks.</source>
        <translation>大眼仔：红色圆圈 = 走势重复，蓝色圆圈 = 走势打破。</translation>
    </message>
    <message>
        <source>Small Road: orange square = the pattern repeats, blue dot = it breaks.</source>
        <translation>小路：橙色方块 = 走势重复，蓝色圆点 = 走势打破。</translation>
    </message>
    <message>
        <source>Small Road: red dot = the pattern repeats, blue dot = it breaks.</source>
        <translation>小路：红色圆点 = 走势重复，蓝色圆点 = 走势打破。</translation>
    </message>
    <message>
        <source>Cockroach Pig: orange backslash = the pattern repeats, blue slash = it breaks.</source>
        <translation>曱甴路：橙色反斜线 = 走势重复，蓝色斜线 = 走势打破。</translation>
    </message>
    <message>
        <source>Cockroach Pig: red slash = the pattern repeats, blue slash = it breaks.</source>
        <translation>曱甴路：红色斜线 = 走势重复，蓝色斜线 = 走势打破。</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>第 %1 局：%2</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>庄对</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>natural</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>%1, then 1 tie</source>
        <translation>%1，之后 1 局和</translation>
    </message>
    <message>
        <source>%1, then %2 ties</source>
        <translation>%1，之后 %2 局和</translation>
    </message>
    <message>
        <source>Scorecards</source>
        <translation>路纸</translation>
    </message>
</context>
<context>
    <name>RuleChart</name>
    <message>
        <source>D</source>
        <translation>补</translation>
    </message>
    <message>
        <source>S</source>
        <translation>停</translation>
    </message>
    <message>
        <source>nat.</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>&lt;b&gt;Naturals&lt;/b&gt;: %1.</source>
        <translation>&lt;b&gt;例牌&lt;/b&gt;：%1。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Player&lt;/b&gt; (%1), by the Player&apos;s two-card total:</source>
        <translation>&lt;b&gt;闲&lt;/b&gt;（%1），按闲前两张牌的点数：</translation>
    </message>
    <message>
        <source>&lt;b&gt;Banker&lt;/b&gt;, by the Banker&apos;s two-card total (rows) and the value of the Player&apos;s third card (columns); the last column is for a Player who stood (%1):</source>
        <translation>&lt;b&gt;庄&lt;/b&gt;，按庄前两张牌的点数（行）和闲第三张牌的点数（列）；最后一列用于闲停牌时（%1）：</translation>
    </message>
    <message>
        <source>D: draws a third card · S: stands. A 10 or a court card counts 0.</source>
        <translation>补：补第三张牌 · 停：停牌。10 和 J、Q、K 算 0 点。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>stood</source>
        <translation>闲停牌</translation>
    </message>
    <message>
        <source>Third-card rules</source>
        <translation>第三张牌规则</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>As the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Settings — tracker</source>
        <translation>设置 — tracker</translation>
    </message>
    <message>
        <source>Light or dark windows, or whatever the system uses</source>
        <translation>浅色或深色窗口，或跟随系统</translation>
    </message>
    <message>
        <source>The language of the windows; it changes as soon as you save</source>
        <translation>窗口使用的语言；保存后立即切换</translation>
    </message>
    <message>
        <source>Colour-blind-safe scorecards</source>
        <translation>色盲友好路纸</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>除颜色外，也用形状区分庄和闲</translation>
    </message>
    <message>
        <source>Offer the card field at the table (C)</source>
        <translation>在牌桌提供输入牌面栏 (C)</translation>
    </message>
    <message>
        <source>Enter each hand&apos;s cards for exact odds; off, B, P and T alone log a hand</source>
        <translation>输入每局的牌面以得到精确赔率；关闭时只用 B、P、T 记录一局</translation>
    </message>
    <message>
        <source>The decks a new shoe starts with</source>
        <translation>新牌靴的副数</translation>
    </message>
    <message>
        <source>No commission</source>
        <translation>免佣</translation>
    </message>
    <message>
        <source>The Banker commission a new shoe starts with</source>
        <translation>新牌靴的庄家抽佣</translation>
    </message>
    <message>
        <source>%1 to 1</source>
        <translation>1 赔 %1</translation>
    </message>
    <message>
        <source>What a tie pays in a new shoe</source>
        <translation>新牌靴中和局的赔率</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>当前：%1</translation>
    </message>
    <message>
        <source>The library file (or a postgresql:// address) to open at the next start; empty: the default (or --db / TRACKER_DB)</source>
        <translation>下次启动时打开的牌靴库文件（或 postgresql:// 地址）；留空：默认（或 --db / TRACKER_DB）</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Choose a library file</source>
        <translation>选择牌靴库文件</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <source>&lt;b&gt;A new shoe starts with&lt;/b&gt;</source>
        <translation>&lt;b&gt;新牌靴的默认值&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>副数(&amp;D)：</translation>
    </message>
    <message>
        <source>Co&amp;mmission:</source>
        <translation>抽佣(&amp;M)：</translation>
    </message>
    <message>
        <source>Tie &amp;pays:</source>
        <translation>和局赔率(&amp;P)：</translation>
    </message>
    <message>
        <source>Library:</source>
        <translation>牌靴库：</translation>
    </message>
    <message>
        <source>A new library location is opened at the next start.</source>
        <translation>新的牌靴库位置将在下次启动时打开。</translation>
    </message>
    <message>
        <source>Library file</source>
        <translation>牌靴库文件</translation>
    </message>
    <message>
        <source>tracker library (*.sqlite *.db);;All files (*)</source>
        <translation>tracker 牌靴库 (*.sqlite *.db);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <source>continued below</source>
        <translation>接下方</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>could not start painting the pages</source>
        <translation>无法开始绘制页面</translation>
    </message>
</context>
<context>
    <name>Sheets</name>
    <message>
        <source>PDF, A4 landscape (*.pdf)</source>
        <translation>PDF，A4 横向 (*.pdf)</translation>
    </message>
    <message>
        <source>PDF, Letter landscape (*.pdf)</source>
        <translation>PDF，Letter 横向 (*.pdf)</translation>
    </message>
    <message>
        <source>dd MMM yyyy HH:mm</source>
        <translation>yyyy年M月d日 HH:mm</translation>
    </message>
    <message>
        <source>started %1</source>
        <translation>开始于 %1</translation>
    </message>
    <message>
        <source>%Ln hand(s)</source>
        <translation>%Ln 局</translation>
    </message>
    <message>
        <source>%Ln deck(s)</source>
        <translation>%Ln 副牌</translation>
    </message>
    <message>
        <source>Banker %1</source>
        <translation>庄 %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>闲 %1</translation>
    </message>
    <message>
        <source>Tie %1</source>
        <translation>和 %1</translation>
    </message>
    <message>
        <source>Player pairs %1</source>
        <translation>闲对 %1</translation>
    </message>
    <message>
        <source>Banker pairs %1</source>
        <translation>庄对 %1</translation>
    </message>
    <message>
        <source>naturals %1</source>
        <translation>例牌 %1</translation>
    </message>
    <message>
        <source>Export scorecards</source>
        <translation>导出路纸</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>tracker</source>
        <translation>tracker</translation>
    </message>
    <message>
        <source>Scorecards saved to %1</source>
        <translation>路纸已保存到 %1</translation>
    </message>
    <message>
        <source>Print scorecards</source>
        <translation>打印路纸</translation>
    </message>
    <message>
        <source>Printing failed: %1</source>
        <translation>打印失败：%1</translation>
    </message>
</context>
<context>
    <name>ShoeDetailsDialog</name>
    <message>
        <source>New shoe at the table</source>
        <translation>在牌桌开新靴</translation>
    </message>
    <message>
        <source>Shoe details</source>
        <translation>牌靴详情</translation>
    </message>
    <message>
        <source>&amp;Casino:</source>
        <translation>赌场(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>牌桌(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Started:</source>
        <translation>开始时间(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>副数(&amp;D)：</translation>
    </message>
    <message>
        <source>Co&amp;mmission:</source>
        <translation>抽佣(&amp;M)：</translation>
    </message>
    <message>
        <source>Tie &amp;pays:</source>
        <translation>和局赔率(&amp;P)：</translation>
    </message>
    <message>
        <source>C&amp;ut card:</source>
        <translation>切牌卡(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Burn cards:</source>
        <translation>烧牌(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
    <message>
        <source>The casino or the live-dealer studio</source>
        <translation>赌场或真人荷官直播室</translation>
    </message>
    <message>
        <source>The table&apos;s name; a new shoe at the table of an open shoe closes that shoe</source>
        <translation>牌桌名称；在有未结束牌靴的牌桌开新靴会结束那个牌靴</translation>
    </message>
    <message>
        <source>When the shoe&apos;s first hand was dealt</source>
        <translation>牌靴第一局的发牌时间</translation>
    </message>
    <message>
        <source>Decks in the shoe: 8 at most tables, 6 at some</source>
        <translation>牌靴中的副数：大多数牌桌 8 副，部分 6 副</translation>
    </message>
    <message>
        <source>The commission on a Banker win</source>
        <translation>庄赢时抽取的佣金</translation>
    </message>
    <message>
        <source>No commission (a Banker 6 pays half)</source>
        <translation>免佣（庄 6 点赢赔一半）</translation>
    </message>
    <message>
        <source>Banker pays even money, except half on a total of 6</source>
        <translation>庄赢 1 赔 1，6 点赢则赔一半</translation>
    </message>
    <message>
        <source>%1 to 1</source>
        <translation>1 赔 %1</translation>
    </message>
    <message>
        <source>What a tie bet pays</source>
        <translation>和局投注的赔率</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Cards left behind the cut card (0: not known)</source>
        <translation>切牌卡后剩余的牌数（0：未知）</translation>
    </message>
    <message>
        <source>e.g. 7s 4h 2c 9d — the first card and those it burnt</source>
        <translation>例如 7s 4h 2c 9d — 第一张牌及因它烧掉的牌</translation>
    </message>
    <message>
        <source>The cards burnt at the shoe&apos;s start, in card notation, if seen</source>
        <translation>牌靴开始时烧掉的牌（若看到），用牌面记法</translation>
    </message>
    <message>
        <source>Anything worth remembering about this shoe</source>
        <translation>关于此牌靴值得记下的任何事</translation>
    </message>
    <message>
        <source>Start the shoe</source>
        <translation>开始此靴</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Start logging this shoe</source>
        <translation>开始记录此牌靴</translation>
    </message>
    <message>
        <source>Keep these details</source>
        <translation>保存这些详情</translation>
    </message>
</context>
<context>
    <name>ShoeLife</name>
    <message>
        <source>%1 closed after %Ln hand(s)</source>
        <translation>%1 已在 %Ln 局后结束</translation>
    </message>
    <message>
        <source>Close %1 after %Ln hand(s)? No more hands can be logged to it (Shoe → Reopen, or Ctrl+Z, opens it again).</source>
        <translation>在 %Ln 局后结束 %1？之后不能再记录牌局（牌靴 → 重新打开，或 Ctrl+Z，可再次打开）。</translation>
    </message>
    <message>
        <source>Close the shoe</source>
        <translation>结束牌靴</translation>
    </message>
    <message>
        <source>Delete %1 from the library, with its %Ln hand(s) (Banker %2, Player %3, Tie %4)? This cannot be undone.</source>
        <translation>从牌靴库中删除 %1 及其 %Ln 局（庄 %2，闲 %3，和 %4）？此操作无法撤销。</translation>
    </message>
    <message>
        <source>Delete the shoe</source>
        <translation>删除牌靴</translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation>已删除 %1</translation>
    </message>
</context>
<context>
    <name>ShoeList</name>
    <message>
        <source>Live</source>
        <translation>现场记录</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Simulated</source>
        <translation>模拟</translation>
    </message>
    <message>
        <source>dd MMM HH:mm</source>
        <translation>M月d日 HH:mm</translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation>牌靴</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Hands: B · P · T</source>
        <translation>局数：庄 · 闲 · 和</translation>
    </message>
    <message>
        <source>Live, closed</source>
        <translation>现场记录，已结束</translation>
    </message>
    <message>
        <source>Live, open for logging</source>
        <translation>现场记录，记录中</translation>
    </message>
    <message>
        <source>%1 · %n deck(s)</source>
        <translation>%1 · %n 副</translation>
    </message>
    <message>
        <source>yyyy-MM-dd HH:mm</source>
        <translation>yyyy-MM-dd HH:mm</translation>
    </message>
    <message>
        <source>Started %1</source>
        <translation>开始于 %1</translation>
    </message>
    <message>
        <source>Banker %1, Player %2, Tie %3; pairs: Player %4, Banker %5</source>
        <translation>庄 %1，闲 %2，和 %3；对子：闲对 %4，庄对 %5</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>来自 %1</translation>
    </message>
</context>
<context>
    <name>SideBets</name>
    <message>
        <source>up to 30:1</source>
        <translation>最高 1 赔 30</translation>
    </message>
    <message>
        <source>Dragon 7</source>
        <translation>龙7</translation>
    </message>
    <message>
        <source>Banker wins with a three-card 7</source>
        <translation>庄以三张牌 7 点胜出</translation>
    </message>
    <message>
        <source>Panda 8</source>
        <translation>熊猫8</translation>
    </message>
    <message>
        <source>Player wins with a three-card 8</source>
        <translation>闲以三张牌 8 点胜出</translation>
    </message>
    <message>
        <source>EZ Banker</source>
        <translation>EZ 庄</translation>
    </message>
    <message>
        <source>Banker wins (a three-card 7 win pushes; a tie pushes)</source>
        <translation>庄胜出（以三张牌 7 点胜出则退回本金；和局退回本金）</translation>
    </message>
    <message>
        <source>No-commission Banker</source>
        <translation>免佣庄</translation>
    </message>
    <message>
        <source>Banker wins (a win on 6 pays 1:2; a tie pushes)</source>
        <translation>庄胜出（以 6 点胜出赔一半；和局退回本金）</translation>
    </message>
    <message>
        <source>Super 6 (12:1)</source>
        <translation>超级6 (12:1)</translation>
    </message>
    <message>
        <source>Banker wins with 6</source>
        <translation>庄以 6 点胜出</translation>
    </message>
    <message>
        <source>Super 6 (15:1)</source>
        <translation>超级6 (15:1)</translation>
    </message>
    <message>
        <source>Lucky 6 (12:1 / 20:1)</source>
        <translation>幸运6 (12:1 / 20:1)</translation>
    </message>
    <message>
        <source>Banker wins with 6: with two cards / with three</source>
        <translation>庄以 6 点胜出：两张牌 / 三张牌</translation>
    </message>
    <message>
        <source>Lucky 6 (12:1 / 23:1)</source>
        <translation>幸运6 (12:1 / 23:1)</translation>
    </message>
    <message>
        <source>Banker wins with a natural (1:1; a tie of naturals pushes) or without one by 9, 8, 7, 6, 5 or 4 points (30, 10, 6, 4, 2, 1 to 1)</source>
        <translation>庄以例牌胜出（1 赔 1；双方例牌和局退回本金），或非例牌赢 9、8、7、6、5 或 4 点（1 赔 30、10、6、4、2、1）</translation>
    </message>
    <message>
        <source>Player Pair (11:1)</source>
        <translation>闲对 (11:1)</translation>
    </message>
    <message>
        <source>the Player&apos;s first two cards are a pair (same rank)</source>
        <translation>闲的头两张牌成对（点数相同）</translation>
    </message>
    <message>
        <source>Banker Pair (11:1)</source>
        <translation>庄对 (11:1)</translation>
    </message>
    <message>
        <source>the Banker&apos;s first two cards are a pair (same rank)</source>
        <translation>庄的头两张牌成对（点数相同）</translation>
    </message>
    <message>
        <source>Player Pair (12:1)</source>
        <translation>闲对 (12:1)</translation>
    </message>
    <message>
        <source>Banker Pair (12:1)</source>
        <translation>庄对 (12:1)</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>小</translation>
    </message>
    <message>
        <source>four cards are dealt in all</source>
        <translation>共发四张牌</translation>
    </message>
    <message>
        <source>Big</source>
        <translation>大</translation>
    </message>
    <message>
        <source>five or six cards are dealt in all</source>
        <translation>共发五张或六张牌</translation>
    </message>
    <message>
        <source>Super 6</source>
        <translation>超级 6</translation>
    </message>
    <message>
        <source>Dragon Bonus Player</source>
        <translation>闲龙宝</translation>
    </message>
    <message>
        <source>Player wins with a natural (1:1; a tie of naturals pushes) or without one by 9, 8, 7, 6, 5 or 4 points (30, 10, 6, 4, 2, 1 to 1)</source>
        <translation>闲以例牌胜出（1 赔 1；双方例牌和局退回本金），或非例牌赢 9、8、7、6、5 或 4 点（1 赔 30、10、6、4、2、1）</translation>
    </message>
    <message>
        <source>Dragon Bonus Banker</source>
        <translation>庄龙宝</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>Exact chance of winning and house edge of each side bet chosen in the settings, for the next hand, from the cards left.</source>
        <translation>设置中所选每个边注在下一局的准确胜率和庄家优势，按剩余牌计算。</translation>
    </message>
    <message>
        <source>(%1 with %2× %3)</source>
        <translation>（加 %2× %3：%1）</translation>
    </message>
    <message>
        <source>No side bets chosen: pick them in Settings.</source>
        <translation>未选择边注：请在设置中选择。</translation>
    </message>
    <message>
        <source>Next hand from the %1 cards left (win · house edge): %2</source>
        <translation>按剩余 %1 张牌计算的下一局（胜率 · 庄家优势）：%2</translation>
    </message>
    <message>
        <source>Side bets: %1</source>
        <translation>边注：%1</translation>
    </message>
    <message>
        <source>%1 (%2): edge %3</source>
        <translation>%1（%2）：优势 %3</translation>
    </message>
    <message>
        <source>%1, combined %2</source>
        <translation>%1，合计 %2</translation>
    </message>
    <message>
        <source>Wins when %1; pays %2</source>
        <translation>胜出条件：%1；赔率 %2</translation>
    </message>
    <message>
        <source>▲ player&apos;s edge %1</source>
        <translation>▲ 玩家优势 %1</translation>
    </message>
    <message>
        <source>with %1× on %2: %3</source>
        <translation>加 %1× 押%2：%3</translation>
    </message>
    <message>
        <source>No main bet is required beside a side bet.</source>
        <translation>下边注无须同时下主注。</translation>
    </message>
    <message>
        <source>Combined: the side bet with the main bet required beside it, 1 stake on %2 (the better main bet from the cards left, house edge %3), per unit on the side bet.</source>
        <translation>合计：边注加上要求同时下的主注，即押%2 1 注（按剩余牌较优的主注，庄家优势 %3），按每单位边注计。</translation>
    </message>
    <message>
        <source>Combined: the side bet with the main bet required beside it, %1 stakes on %2 (the better main bet from the cards left, house edge %3), per unit on the side bet.</source>
        <translation>合计：边注加上要求同时下的主注，即押%2 %1 注（按剩余牌较优的主注，庄家优势 %3），按每单位边注计。</translation>
    </message>
</context>
<context>
    <name>SideBetsBox</name>
    <message>
        <source>None: a side bet may be placed alone</source>
        <translation>无：边注可单独下注</translation>
    </message>
    <message>
        <source>A main bet of at least</source>
        <translation>主注至少为</translation>
    </message>
    <message>
        <source>A main bet at least as large as the side bet, and at least</source>
        <translation>主注不小于边注，且至少为</translation>
    </message>
    <message>
        <source>Side bets shown at the table and in the replay</source>
        <translation>牌桌和回放中显示的边注</translation>
    </message>
    <message>
        <source>What the casino asks beside a side bet: the figures then add the better of Banker and Player, at this size, to each side bet</source>
        <translation>赌场对边注附带主注的要求：此时数字会按此大小，在每个边注上加上庄和闲中较好的一方</translation>
    </message>
    <message>
        <source> × the side bet</source>
        <translation> × 边注</translation>
    </message>
    <message>
        <source>The smallest main bet required, in side-bet stakes</source>
        <translation>要求的最小主注，以边注额计</translation>
    </message>
    <message>
        <source>Main bet required:</source>
        <translation>要求的主注：</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>no shoe holds two decisions in a row</source>
        <translation>没有任何牌靴有连续两次分出胜负</translation>
    </message>
    <message>
        <source>one side won every decision</source>
        <translation>每次分出胜负都是同一方赢</translation>
    </message>
    <message>
        <source>no hands with a winner</source>
        <translation>没有分出赢家的牌局</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>庄对</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>Exact odds of the next hand need every card dealt; this shoe records outcomes only.</source>
        <translation>下一局的精确概率需要每张发出的牌；本靴只记录了结果。</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%Ln tie(s)</source>
        <translation>%Ln 局和</translation>
    </message>
    <message>
        <source>%1 left out, from shoes that flag naturals on wins only (never a natural tie); chance is for the hands counted</source>
        <translation>未计入 %1，因这些牌靴只在赢局标记例牌（从不标记例牌和局）；概率按已计入的牌局算</translation>
    </message>
    <message>
        <source>%1 that record no natural left out (%2 of them from shoes that flag naturals on wins only); chance is for the hands counted</source>
        <translation>未计入没有例牌记录的 %1（其中 %2 来自只在赢局标记例牌的牌靴）；概率按已计入的牌局算</translation>
    </message>
    <message>
        <source>%1 that record no natural left out; chance is for the hands counted</source>
        <translation>未计入没有例牌记录的 %1；概率按已计入的牌局算</translation>
    </message>
    <message>
        <source>Chi-square: χ² = %1, p = %2: %3</source>
        <translation>卡方检验：χ² = %1，p = %2：%3</translation>
    </message>
    <message>
        <source>Chi-square: not tested, %1</source>
        <translation>卡方检验：未检验，%1</translation>
    </message>
    <message>
        <source>Runs: %1 seen, %2 expected, p = %3: %4</source>
        <translation>游程：实际 %1，期望 %2，p = %3：%4</translation>
    </message>
    <message>
        <source>Runs: not tested, %1</source>
        <translation>游程：未检验，%1</translation>
    </message>
    <message>
        <source>Lag-1 correlation: r = %1, p = %2: %3</source>
        <translation>滞后一期相关：r = %1，p = %2：%3</translation>
    </message>
    <message>
        <source>Lag-1 correlation: not tested, %1</source>
        <translation>滞后一期相关：未检验，%1</translation>
    </message>
    <message>
        <source>Longest streak: Banker %1, Player %2</source>
        <translation>最长连：庄 %1，闲 %2</translation>
    </message>
    <message>
        <source>; chance gives one of %1 or more in %2 of such shoes</source>
        <translation>；按概率，这样的牌靴中有 %2 会出现 %1 或更长的连</translation>
    </message>
    <message>
        <source>. Chops %1 (%2 expected).</source>
        <translation>。单跳 %1（期望 %2）。</translation>
    </message>
    <message>
        <source>Shoe by shoe at p &lt; %1: runs test %2 of %3, chi-square %4 of %5, longest streak %6 of %7; chance alone flags about %8, %9 and %10.</source>
        <translation>逐靴检验（p &lt; %1）：游程检验 %3 靴中 %2 靴，卡方 %5 靴中 %4 靴，最长连 %7 靴中 %6 靴；仅凭概率也会标出约 %8、%9 和 %10 靴。</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>实际</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% 区间</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>概率</translation>
    </message>
    <message>
        <source>Natural: %1.</source>
        <translation>例牌：%1。</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>期望</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <source>Streaks by length</source>
        <translation>按长度统计的连</translation>
    </message>
    <message>
        <source>(as the big road shows them)</source>
        <translation>（按大路显示的方式）</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>House edge from the cards left</source>
        <translation>按剩余牌计算的庄家优势</translation>
    </message>
    <message>
        <source>(exact; negative favours the player)</source>
        <translation>（精确值；负数对玩家有利）</translation>
    </message>
    <message>
        <source>first hand</source>
        <translation>首局</translation>
    </message>
    <message>
        <source>next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>over the shoe</source>
        <translation>整靴范围</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>期望</translation>
    </message>
    <message>
        <source>No shoe selected.</source>
        <translation>未选择牌靴。</translation>
    </message>
    <message>
        <source>%Ln deck(s)</source>
        <translation>%Ln 副</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source>Pairs over the %1 of %2 hands that record them.</source>
        <translation>对子按 %2 局中有记录的 %1 局计算。</translation>
    </message>
    <message>
        <source>χ² = %1, p = %2, %3.</source>
        <translation>χ² = %1，p = %2，%3。</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <source>Banker/Player/Tie against chance: %1</source>
        <translation>庄/闲/和与概率对比：%1</translation>
    </message>
    <message>
        <source>Runs (ties removed): %1 seen, %2 expected by chance; z = %3, p = %4, %5.</source>
        <translation>游程（去掉和局）：实际 %1，按概率期望 %2；z = %3，p = %4，%5。</translation>
    </message>
    <message>
        <source>Runs test: %1.</source>
        <translation>游程检验：%1。</translation>
    </message>
    <message>
        <source>The recorded cards cannot all come from this shoe: %1</source>
        <translation>记录的牌不可能全部来自这个牌靴：%1</translation>
    </message>
    <message>
        <source>Here the cards left tip a main bet the player&apos;s way: exact arithmetic on the cards still in the shoe (it happens rarely, near the end), not a pattern in past results.</source>
        <translation>此时剩余的牌让一个主注偏向玩家：这是对牌靴中剩余牌的精确计算（很少发生，多在靴末），而不是过去结果中的规律。</translation>
    </message>
    <message>
        <source>The house keeps its edge on both main bets.</source>
        <translation>庄家在两个主注上都保有优势。</translation>
    </message>
    <message>
        <source>, exactly, from the %1 cards left: Banker %2, Player %3, Tie %4 (a fresh shoe: %5, %6, %7; at most %8 points apart).</source>
        <translation>，按剩余 %1 张牌精确计算：庄 %2，闲 %3，和 %4（新靴：%5、%6、%7；最多相差 %8 个百分点）。</translation>
    </message>
    <message>
        <source>House edge now: Banker %1, Player %2 (fresh: %3, %4). %5</source>
        <translation>当前庄家优势：庄 %1，闲 %2（新靴：%3、%4）。%5</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>%Ln 靴</translation>
    </message>
    <message>
        <source>%Ln hand(s)</source>
        <translation>%Ln 局</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>not tested: %1</source>
        <translation>未检验：%1</translation>
    </message>
    <message>
        <source>too few hands to test</source>
        <translation>牌局太少，无法检验</translation>
    </message>
    <message>
        <source>consistent with chance</source>
        <translation>符合随机概率</translation>
    </message>
    <message>
        <source>unusual for chance (p &lt; %1); with enough shoes some results are, and it still predicts nothing</source>
        <translation>对随机概率而言少见（p &lt; %1）；牌靴够多时总有一些结果如此，它仍然预测不了任何事</translation>
    </message>
    <message>
        <source>banker</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>player</source>
        <translation>闲</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>和</translation>
    </message>
    <message>
        <source>player pair</source>
        <translation>闲对</translation>
    </message>
    <message>
        <source>banker pair</source>
        <translation>庄对</translation>
    </message>
    <message>
        <source>no commission banker</source>
        <translation>免佣庄</translation>
    </message>
    <message>
        <source>ez banker</source>
        <translation>EZ 庄</translation>
    </message>
    <message>
        <source>dragon seven</source>
        <translation>龙7</translation>
    </message>
    <message>
        <source>panda eight</source>
        <translation>熊猫8</translation>
    </message>
    <message>
        <source>super six</source>
        <translation>超级6</translation>
    </message>
    <message>
        <source>dragon bonus player</source>
        <translation>闲龙宝</translation>
    </message>
    <message>
        <source>dragon bonus banker</source>
        <translation>庄龙宝</translation>
    </message>
    <message>
        <source>Banker wins</source>
        <translation>庄赢</translation>
    </message>
    <message>
        <source>Player wins</source>
        <translation>闲赢</translation>
    </message>
    <message>
        <source>ties</source>
        <translation>和局</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics — tracker</source>
        <translation>统计 — tracker</translation>
    </message>
    <message>
        <source>The %Ln chosen shoe(s)</source>
        <translation>所选的 %Ln 靴</translation>
    </message>
    <message>
        <source>The shown shoe</source>
        <translation>当前牌靴</translation>
    </message>
    <message>
        <source>The whole library</source>
        <translation>整个牌靴库</translation>
    </message>
    <message>
        <source>Statistics of</source>
        <translation>统计范围</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export chart as PNG…</source>
        <translation>将图表导出为 PNG(&amp;E)…</translation>
    </message>
    <message>
        <source>Streaks</source>
        <translation>连</translation>
    </message>
    <message>
        <source>Banker − Player</source>
        <translation>庄 − 闲</translation>
    </message>
    <message>
        <source>Edges of the bets</source>
        <translation>各注优势</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>计算中…</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>No shoe is shown: open one, or choose the whole library.</source>
        <translation>没有显示牌靴：请打开一个，或选择整个牌靴库。</translation>
    </message>
    <message>
        <source>the whole library</source>
        <translation>整个牌靴库</translation>
    </message>
    <message>
        <source>shoe %1</source>
        <translation>牌靴 %1</translation>
    </message>
    <message>
        <source>The statistics failed: %1</source>
        <translation>统计失败：%1</translation>
    </message>
    <message>
        <source>the %Ln chosen shoe(s)</source>
        <translation>所选的 %Ln 靴</translation>
    </message>
    <message>
        <source>No hands to count yet: import shoe files (File › Import) or log a shoe.</source>
        <translation>还没有可统计的牌局：请导入牌靴文件（文件 › 导入）或记录一个牌靴。</translation>
    </message>
    <message>
        <source>Drawn for one shoe: show or choose one shoe</source>
        <translation>针对单个牌靴绘制：请显示或选择一个牌靴</translation>
    </message>
    <message>
        <source>Drawn for one shoe whose cards are recorded</source>
        <translation>针对记录了每张牌的单个牌靴绘制</translation>
    </message>
</context>
<context>
    <name>TableTab</name>
    <message>
        <source>No shoe</source>
        <translation>无牌靴</translation>
    </message>
    <message>
        <source>Shoe %1</source>
        <translation>牌靴 %1</translation>
    </message>
    <message>
        <source>waiting for %1</source>
        <translation>等待 %1</translation>
    </message>
    <message>
        <source>%1

The undo history was cleared.</source>
        <translation>%1

撤销记录已清除。</translation>
    </message>
</context>
<context>
    <name>UndoHistory</name>
    <message>
        <source>hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>log %1</source>
        <translation>记录%1</translation>
    </message>
    <message>
        <source>edit hand %1 (%2 → %3)</source>
        <translation>修改第 %1 局（%2 → %3）</translation>
    </message>
    <message>
        <source>edit hand %1 (details)</source>
        <translation>修改第 %1 局（细节）</translation>
    </message>
    <message>
        <source>insert %1 as hand %2</source>
        <translation>插入%1作为第 %2 局</translation>
    </message>
    <message>
        <source>delete hand %1 (%2)</source>
        <translation>删除第 %1 局（%2）</translation>
    </message>
    <message>
        <source>casino</source>
        <translation>赌场</translation>
    </message>
    <message>
        <source>table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>decks</source>
        <translation>副数</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>cut card</source>
        <translation>切牌卡</translation>
    </message>
    <message>
        <source>burn</source>
        <translation>烧牌</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>change the shoe&apos;s %1</source>
        <translation>更改牌靴的%1</translation>
    </message>
    <message>
        <source>close the shoe</source>
        <translation>结束牌靴</translation>
    </message>
    <message>
        <source>reopen the shoe</source>
        <translation>重新打开牌靴</translation>
    </message>
</context>
<context>
    <name>ValidationReport</name>
    <message>
        <source>Validation report</source>
        <translation>校验报告</translation>
    </message>
    <message>
        <source>Shoe · hand</source>
        <translation>牌靴 · 局</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Cards (Player / Banker)</source>
        <translation>牌（闲 / 庄）</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>打开回放</translation>
    </message>
    <message>
        <source>The replay finds no problems in these shoes.</source>
        <translation>回放未在这些牌靴中发现问题。</translation>
    </message>
    <message>
        <source>The replay finds no problems in the library.</source>
        <translation>回放未在牌靴库中发现问题。</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>%Ln 靴</translation>
    </message>
    <message>
        <source>%Ln problem(s) in %1. Enter or a double-click opens the replay at that hand.</source>
        <translation>%1共有 %Ln 个问题。按 Enter 或双击即在该局打开回放。</translation>
    </message>
    <message>
        <source>%Ln problem(s)</source>
        <translation>%Ln 个问题</translation>
    </message>
    <message>
        <source>%1, from %2</source>
        <translation>%1，来自 %2</translation>
    </message>
    <message>
        <source>the shoe</source>
        <translation>整靴</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>第 %1 局</translation>
    </message>
</context>
<context>
    <name>Warning</name>
    <message>
        <source>tracker</source>
        <translation>tracker</translation>
    </message>
</context>
</TS>
